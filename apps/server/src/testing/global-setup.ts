import type { TestProject } from 'vitest/node';
import { createMigratedSnapshot } from './test-database';

/** Migrates once per run; each test file starts from a copy (see openTestDatabase). */
export default async function setup(project: TestProject) {
  const { snapshot, dispose } = await createMigratedSnapshot();
  project.provide('migratedSnapshot', snapshot);
  return dispose;
}
