// Loaded into a server process by tests/integration/process-faults.test.ts (NODE_OPTIONS=--import):
// on SIGUSR2 an error escapes from a timer (PLANT=exception) or a promise nobody handles
// (PLANT=rejection), the way a defect would. Nothing in the server knows about it.
process.on('SIGUSR2', () => {
  if (process.env.PLANT === 'rejection') void Promise.reject(new Error('planted rejection'));
  else
    setImmediate(() => {
      throw new Error('planted defect');
    });
});
