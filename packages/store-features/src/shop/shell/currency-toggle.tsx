import { CURRENCIES, type Currency } from '@aurora-store/api';
import { ToggleButton, ToggleButtonGroup } from '@aurora-store/ui';

export interface CurrencyToggleProps {
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
}

/** USD or INR for every catalogue price (spec section 9); one of them is always chosen. */
export function CurrencyToggle({ currency, onCurrencyChange }: CurrencyToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label="Currency"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[currency]}
      onSelectionChange={(keys) => {
        const chosen = CURRENCIES.find((code) => keys.has(code));
        if (chosen && chosen !== currency) onCurrencyChange(chosen);
      }}
    >
      {CURRENCIES.map((code) => (
        <ToggleButton key={code} id={code}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
