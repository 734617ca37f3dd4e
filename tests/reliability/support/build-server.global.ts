// Vitest global setup of the reliability suite: compiles the server once for the whole run, so the
// files that start it as a real process do not each spend minutes in tsc.
import type { TestProject } from 'vitest/node';
import { buildServer } from './built-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityServerMain: string;
  }
}

export default function setup(project: TestProject): void {
  project.provide('reliabilityServerMain', buildServer());
}
