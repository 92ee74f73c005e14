/**
 * The Careers page: work culture and the current openings. Titles and experience are the
 * company's; the requirement lists are written to match each role. The `id` of an
 * opening is stable so the page can key its toggle state and the form can preselect a position.
 */

export interface Opening {
  readonly id: string;
  readonly title: string;
  /** Experience asked for, as shown ('2-4 years'). */
  readonly experience: string;
  readonly requirements: readonly string[];
}

export interface CareersContent {
  readonly culture: readonly string[];
  readonly openings: readonly Opening[];
}

export const careers: CareersContent = {
  culture: [
    'We are a young team of pump engineers, software developers and electronics designers building products that save energy and water every day. Work here is hands-on: what you build is installed at real pumping stations and used by the people who run them.',
    'Recognition and growth are based on merit alone. We are an equal opportunity employer and welcome applications from everyone, whatever their gender, background, religion, caste, age or disability.',
    'We regularly have openings for software and hardware engineers, ITI and diploma holders, freshers starting their careers and experienced people ready to lead. If no opening below fits you, send us your resume anyway with the application form.',
  ],
  openings: [
    {
      id: 'ui-programmer',
      title: 'UI Programmer',
      experience: '2-4 years',
      requirements: [
        'Degree in computer science engineering',
        'Experience building web interfaces with React and TypeScript',
        'Good command of HTML, CSS and accessible, responsive design',
        'Experience with charts and dashboards for live data',
      ],
    },
    {
      id: 'sql-server-programmer',
      title: 'Microsoft SQL Server Programmer',
      experience: '3-5 years',
      requirements: [
        'Degree in computer science, IT or a related field',
        'Strong T-SQL: stored procedures, functions, views and query tuning',
        'Design of schemas for large time-series data',
        'Experience with reporting (SSRS or similar) and scheduled jobs',
      ],
    },
    {
      id: 'jr-embedded-engineer',
      title: 'Jr Embedded Engineer',
      experience: '0-2 years',
      requirements: [
        'Degree or diploma in electronics, electrical or instrumentation engineering',
        'Programming in C for microcontrollers',
        'Familiarity with serial protocols such as UART, SPI, I2C and Modbus',
        'Willingness to work at customer sites for installation and testing',
      ],
    },
    {
      id: 'embedded-engineer',
      title: 'Embedded Engineer',
      experience: '2-4 years',
      requirements: [
        'Degree in electronics, electrical or instrumentation engineering',
        'Firmware in C/C++ on ARM microcontrollers, with or without an RTOS',
        'Sensor interfacing, signal conditioning and analogue-to-digital conversion',
        'Experience with cellular or Ethernet communication and MQTT',
        'Debugging with oscilloscopes and logic analysers',
      ],
    },
    {
      id: 'azure-technical-lead',
      title: 'Microsoft Azure technical lead',
      experience: '7+ years',
      requirements: [
        'Design and operation of production systems on Microsoft Azure',
        'Experience with IoT Hub, Event Hubs, Functions and Azure SQL or similar services',
        'Security, identity and cost management in the cloud',
        'Leading and mentoring a team of developers',
        'Azure certification preferred',
      ],
    },
    {
      id: 'hardware-design-lead',
      title: 'Hardware design Lead',
      experience: '10+ years',
      requirements: [
        'Degree in electronics engineering',
        'Design of industrial electronics from schematic to production',
        'Multi-layer PCB design, EMC design and certification (emission class, IP rating)',
        'Component selection, supplier management and design for manufacture',
        'Leading a hardware team',
      ],
    },
    {
      id: 'hardware-design-engineer',
      title: 'Hardware design engineer',
      experience: '2+ years',
      requirements: [
        'Degree in electronics engineering',
        'Schematic capture and PCB layout',
        'Analogue front ends, power supplies and communication interfaces',
        'Board bring-up and testing',
      ],
    },
    {
      id: 'associate-engineer',
      title: 'Software / Hardware associate engineer',
      experience: '6 months+',
      requirements: [
        'Degree or diploma in engineering, or ITI certificate, in a relevant trade',
        'Basic programming or electronics skills',
        'Eagerness to learn on the job across software and hardware',
        'Willingness to travel to customer sites',
      ],
    },
    {
      id: 'jr-automation-engineer',
      title: 'Jr Industrial Automation & Control Engineer',
      experience: '0-2 years',
      requirements: [
        'BE or diploma in electrical, electronics or mechatronics',
        'Basics of PLCs, SCADA and instrumentation',
        'Understanding of motors, starters and control panels',
        'Willingness to work at pumping stations for installation and commissioning',
      ],
    },
  ],
};
