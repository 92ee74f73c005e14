/**
 * The fourteen sensors of the product description, in the order the company lists them. Used by the product page, the home page's IoT sensors tab and the brochure.
 */
export interface Sensor {
  /** Stable id, unique among sensors. */
  readonly id: string;
  readonly name: string;
  /** What the sensor tells the operator, one sentence. */
  readonly purpose: string;
}

export const sensors: readonly Sensor[] = [
  { id: 'temperature', name: 'Temperature', purpose: 'Bearing, winding and fluid temperatures that rise before a failure does.' },
  { id: 'pressure', name: 'Pressure', purpose: 'Suction and delivery pressures, from which the pump head is worked out.' },
  { id: 'vibration', name: 'Vibration', purpose: 'Imbalance, misalignment, looseness and bearing wear, seen in the vibration spectrum.' },
  { id: 'flow', name: 'Flow', purpose: 'Discharge of each pump and of the station.' },
  { id: 'level', name: 'Level', purpose: 'Water level in the sump or reservoir, and so the suction head available.' },
  { id: 'rpm', name: 'RPM', purpose: 'Shaft speed, needed to compare a pump with its characteristic curve.' },
  { id: 'moisture', name: 'Moisture', purpose: 'Leaks at seals and baseplates, and water ingress into motor terminal boxes.' },
  { id: 'noise', name: 'Noise', purpose: 'Acoustic signs of cavitation and of mechanical distress.' },
  { id: 'proximity', name: 'Proximity', purpose: 'Shaft position and axial movement, without contact.' },
  { id: 'power-meter', name: 'Power meter', purpose: 'Voltage, current, power factor and energy drawn by each motor.' },
  {
    id: 'thermal-camera',
    name: 'Thermal imaging camera',
    purpose: 'Hot spots on motors, cables, panels and bearings across the whole station.',
  },
  { id: 'conductivity', name: 'Conductivity', purpose: 'Dissolved solids in the water, an indicator of its quality.' },
  {
    id: 'motion-amplification-camera',
    name: 'Motion amplification camera',
    purpose: 'Makes movements too small for the eye visible, to locate the source of vibration.',
  },
  { id: 'biometric-attendance', name: 'Biometric attendance', purpose: 'Who was on duty at the station and when, for manpower records.' },
];
