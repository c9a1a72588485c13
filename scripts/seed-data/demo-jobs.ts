// The demo careers page: a few open positions, so Careers is not empty on a fresh `npm start`.
export const demoJobs = [
  {
    id: 'demo-embedded-engineer',
    title: 'Embedded Systems Engineer',
    location: 'Indore (on site)',
    description:
      'Review the Arduino, ESP32 and Raspberry Pi kits our sellers list, help them document wiring and code, and ' +
      'write the guides students follow when they post a hardware project.',
  },
  {
    id: 'demo-support-lead',
    title: 'Student Support Lead',
    location: 'Remote (India)',
    description:
      'Answer students and sellers by email and chat, follow funded projects to their release, and turn the ' +
      'questions people ask most into clear help pages.',
  },
  {
    id: 'demo-frontend-developer',
    title: 'Frontend Developer (React)',
    location: 'Bhopal or remote',
    description:
      'Build the screens students and sellers use every day: the dashboards, the store and checkout, with ' +
      'accessibility and phones in mind. TypeScript and React experience expected.',
  },
] as const;
