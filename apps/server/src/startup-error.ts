/**
 * A start-up failure the person starting the app can act on: its message is one Korean sentence saying
 * what went wrong and what to do. main.ts prints it alone, without a stack.
 */
export class StartupError extends Error {}
