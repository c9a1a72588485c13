// The demo seller's store listings that `npm start` seeds, each with a photo from this folder (drawn by
// scripts/make-demo-images.ts from the illustration here).

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  /** The file in scripts/seed-data/products/. */
  image: string;
  /** How make-demo-images.ts draws it: an 800 x 600 SVG and the page colour behind it. */
  drawing: string;
  background: string;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>`;

export const demoProducts: readonly DemoProduct[] = [
  {
    name: 'Smart Irrigation Kit',
    description:
      'Soil-moisture based watering for a garden bed: ESP32, capacitive sensor, relay and pump, with a web dashboard and the full Arduino source. Tested for a full season.',
    price: 2499,
    image: 'smart-irrigation-kit.jpg',
    background: '#dcfce7',
    drawing: svg(`
      <rect x="0" y="420" width="800" height="180" fill="#a16207" opacity="0.35"/>
      <path d="M150 420 C150 330 250 300 250 420 Z M300 420 C300 300 420 280 420 420 Z" fill="#15803d"/>
      <rect x="520" y="250" width="140" height="170" rx="14" fill="#1f2937"/>
      <rect x="540" y="275" width="100" height="60" rx="6" fill="#22d3ee"/>
      <circle cx="590" cy="375" r="18" fill="#4f46e5"/>
      <path d="M520 330 C430 330 430 200 330 200" stroke="#0ea5e9" stroke-width="14" fill="none" stroke-linecap="round"/>
      <path d="M320 215 l-12 40 M335 215 l0 44 M350 215 l12 40" stroke="#38bdf8" stroke-width="8" stroke-linecap="round"/>`),
  },
  {
    name: 'Line Following Robot',
    description:
      'A two-wheel robot that follows a black line with five IR sensors and PID steering. Arduino Uno, L298N driver, chassis, and a report with the tuning results.',
    price: 1899,
    image: 'line-following-robot.jpg',
    background: '#e0e7ff',
    drawing: svg(`
      <path d="M0 470 C200 420 300 520 500 470 S 760 430 800 460" stroke="#111827" stroke-width="36" fill="none"/>
      <rect x="250" y="230" width="300" height="150" rx="26" fill="#4f46e5"/>
      <rect x="290" y="260" width="120" height="70" rx="8" fill="#1e1b4b"/>
      <circle cx="470" cy="295" r="22" fill="#facc15"/>
      <circle cx="290" cy="395" r="46" fill="#111827"/><circle cx="290" cy="395" r="18" fill="#9ca3af"/>
      <circle cx="510" cy="395" r="46" fill="#111827"/><circle cx="510" cy="395" r="18" fill="#9ca3af"/>
      <rect x="330" y="380" width="140" height="22" rx="6" fill="#dc2626"/>`),
  },
  {
    name: 'ESP32 Home Automation Hub',
    description:
      'Control four appliances from a phone over Wi-Fi: ESP32 firmware, a relay board, a React control panel and MQTT, with a wiring diagram and a safety guide.',
    price: 3299,
    image: 'home-automation-hub.jpg',
    background: '#fef9c3',
    drawing: svg(`
      <path d="M160 300 L400 120 L640 300 Z" fill="#c2410c"/>
      <rect x="200" y="300" width="400" height="220" fill="#fff7ed" stroke="#9a3412" stroke-width="8"/>
      <rect x="270" y="360" width="90" height="90" rx="8" fill="#fde68a" stroke="#92400e" stroke-width="6"/>
      <path d="M315 375 a22 22 0 1 1 0.1 0 M305 420 h20" stroke="#92400e" stroke-width="6" fill="none"/>
      <rect x="430" y="350" width="110" height="170" rx="6" fill="#9a3412"/>
      <path d="M600 170 a80 80 0 0 1 80 80 M600 205 a45 45 0 0 1 45 45" stroke="#4f46e5" stroke-width="12" fill="none" stroke-linecap="round"/>
      <circle cx="600" cy="250" r="10" fill="#4f46e5"/>`),
  },
  {
    name: 'IoT Weather Station',
    description:
      'Temperature, humidity, pressure and rain readings every minute to a cloud dashboard, with a solar-charged enclosure, calibration notes and a year of sample data.',
    price: 2799,
    image: 'iot-weather-station.jpg',
    background: '#e0f2fe',
    drawing: svg(`
      <circle cx="610" cy="140" r="70" fill="#facc15"/>
      <path d="M180 230 a70 70 0 0 1 130 -30 a60 60 0 0 1 100 50 a50 50 0 0 1 -10 100 h-210 a60 60 0 0 1 -10 -120 Z" fill="#ffffff"/>
      <rect x="390" y="300" width="20" height="240" fill="#475569"/>
      <rect x="330" y="260" width="140" height="90" rx="12" fill="#1f2937"/>
      <text x="400" y="318" font-family="system-ui, sans-serif" font-size="38" fill="#22d3ee" text-anchor="middle">28°C</text>
      <path d="M470 420 h120 M590 395 l30 25 l-30 25" stroke="#0369a1" stroke-width="10" fill="none" stroke-linecap="round"/>`),
  },
  {
    name: 'RFID Attendance System',
    description:
      'Students tap an RFID card and the attendance lands in a spreadsheet: RC522 reader, Arduino, an LCD, and a Python service that writes daily reports.',
    price: 1599,
    image: 'rfid-attendance-system.jpg',
    background: '#fce7f3',
    drawing: svg(`
      <rect x="220" y="170" width="240" height="300" rx="20" fill="#1f2937"/>
      <rect x="250" y="200" width="180" height="70" rx="8" fill="#a3e635"/>
      <text x="340" y="248" font-family="system-ui, sans-serif" font-size="30" fill="#1a2e05" text-anchor="middle">PRESENT</text>
      <path d="M290 330 a50 50 0 0 1 100 0 M310 330 a30 30 0 0 1 60 0" stroke="#f472b6" stroke-width="10" fill="none" stroke-linecap="round"/>
      <rect x="480" y="260" width="180" height="115" rx="14" fill="#4f46e5" transform="rotate(-12 570 317)"/>
      <circle cx="540" cy="300" r="20" fill="#e0e7ff" transform="rotate(-12 570 317)"/>
      <rect x="575" y="290" width="60" height="12" rx="6" fill="#e0e7ff" transform="rotate(-12 570 317)"/>`),
  },
  {
    name: 'Library Management Web App',
    description:
      'A full-stack library system: catalogue search, issue and return with due dates, fines and an admin panel. Node.js, Express and PostgreSQL, with tests and a deployment guide.',
    price: 1299,
    image: 'library-management-app.jpg',
    background: '#ede9fe',
    drawing: svg(`
      <rect x="130" y="110" width="540" height="380" rx="18" fill="#ffffff" stroke="#4f46e5" stroke-width="8"/>
      <rect x="130" y="110" width="540" height="60" rx="18" fill="#4f46e5"/>
      <circle cx="170" cy="140" r="10" fill="#fca5a5"/><circle cx="200" cy="140" r="10" fill="#fde68a"/>
      <rect x="180" y="210" width="40" height="220" fill="#f97316"/><rect x="228" y="230" width="36" height="200" fill="#10b981"/>
      <rect x="272" y="200" width="44" height="230" fill="#6366f1"/><rect x="324" y="240" width="34" height="190" fill="#ec4899"/>
      <rect x="400" y="220" width="230" height="24" rx="6" fill="#e0e7ff"/><rect x="400" y="266" width="190" height="24" rx="6" fill="#e0e7ff"/>
      <rect x="400" y="312" width="210" height="24" rx="6" fill="#e0e7ff"/><rect x="400" y="380" width="120" height="44" rx="10" fill="#4f46e5"/>`),
  },
];
