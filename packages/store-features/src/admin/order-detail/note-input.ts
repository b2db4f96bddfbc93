import {
  isApiError,
  ORDER_NOTE_EMPTY_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
} from '@aurora-store/api';
import { failureMessage } from '../../common/failure-message';
import { ADD_NOTE_FAILED } from './order-detail-messages';

/** Why a note cannot be sent as typed (the contract's own rule: trimmed, 1 to ORDER_NOTE_MAX_LENGTH), or null. */
export function noteInputError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return ORDER_NOTE_EMPTY_MESSAGE;
  if (trimmed.length > ORDER_NOTE_MAX_LENGTH) return ORDER_NOTE_TOO_LONG_MESSAGE;
  return null;
}

/** What the form says when the note was not saved: the server's word on the text, its message, or ours. */
export function noteSaveError(failure: unknown): string {
  if (isApiError(failure)) {
    const onText = failure.fieldErrors().text;
    if (onText) return onText;
  }
  return failureMessage(failure, ADD_NOTE_FAILED);
}
