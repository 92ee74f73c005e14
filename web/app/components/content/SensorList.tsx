import { CardGrid } from '../ui/CardGrid';
import { sensors } from '../../content/sensors';

/** The fourteen sensors iPUMPNET connects, each with what it watches. */
export function SensorList() {
  return <CardGrid cards={sensors.map((sensor) => ({ id: sensor.id, title: sensor.name, text: sensor.purpose }))} />;
}
