export * from './api-client';
export * from './home';
export * from './not-found';
export * from './startup-gate';
