import type { TestProject } from 'vitest/node';
import { createTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('databaseTemplate', template.name);
  return template.teardown;
}
