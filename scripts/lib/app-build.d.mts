// Types of app-build.mjs for the browser tests' set-up (tests/e2e/support/globalSetup.ts).
export declare const APP_BUILD_ARGS: string[];
export declare const APP_BUILD_ENV: { NODE_ENV: string };
