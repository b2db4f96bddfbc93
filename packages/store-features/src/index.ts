export * from './api-client';
export * from './home';
export * from './money';
export * from './not-found';
export * from './startup-gate';
export * from './toasts';
