export * from './api-error';
export * from './create-api-client';
export * from './wait-for-backend';
