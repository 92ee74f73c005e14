import { sensors } from '../../content/sensors';

/** The fourteen sensors iPUMPNET connects, each with what it watches. */
export function SensorList() {
  return (
    <ul className="sensor-list grid grid--3 plain-list">
      {sensors.map((sensor) => (
        <li key={sensor.id} className="card">
          <h3>{sensor.name}</h3>
          <p>{sensor.purpose}</p>
        </li>
      ))}
    </ul>
  );
}
