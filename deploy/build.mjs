#!/usr/bin/env node
// Builds every app whose production build is missing or older than its sources (`--force`: all).
import { ensureBuilt } from './lib/build.mjs';

ensureBuilt({
  force: process.argv.includes('--force'),
  log: (line) => console.log(`[build] ${line}`),
}).catch((error) => {
  console.error(`[build] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
