import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, startApiServer, stopApiServer, takeProblems } from './api';

// jsdom does not scroll; the router's scroll restoration and the scroll-to-top button call this.
window.scrollTo = () => {};

// findBy and waitFor: a step that crosses a dialog, a write and a lazily loaded screen can take
// longer than the default second on a loaded machine (the first test of a file transforms the lazy
// admin layout and its screen: over 3 s with the machine busy); a real failure still fails, later.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(startApiServer);

// A request no handler answered, or a call that broke the contract, fails the test here.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  const problems = await takeProblems();
  server.resetHandlers();
  if (problems.length > 0) {
    throw new Error(`The test's API calls went wrong:\n${problems.join('\n')}`);
  }
});

afterAll(stopApiServer);
