export { checkBackendEarly } from './early-health-check';
export { StartupGate, type StartupGateProps } from './startup-gate';
export { StartupScreen, type StartupScreenProps } from './startup-screen';
