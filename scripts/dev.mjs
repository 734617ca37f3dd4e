// npm run dev: the API server (restarted on change) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';

// Vite serves index.html itself (no injected config), so both sides share one fixed development key.
const apiKey = process.env.API_KEY ?? 'dev-api-key';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  API_KEY: apiKey,
  VITE_API_KEY: process.env.VITE_API_KEY ?? apiKey,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
