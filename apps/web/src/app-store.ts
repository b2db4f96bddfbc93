import { createToastQueue } from '@aurora-store/ui';
import { createStore } from 'jotai';

/** The one jotai store, outside React, so the api client can read the token and end the session on a 401. */
export const appStore = createStore();

/** The one toast queue: screens raise toasts on it, the root layout's region shows them. */
export const toastQueue = createToastQueue();
