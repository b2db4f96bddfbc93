/** Why a typed stock cannot be saved, or undefined when it can (the field keeps it a whole number from 0). */
export function stockInputError(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 ? undefined : 'Enter the stock as a whole number from 0';
}
