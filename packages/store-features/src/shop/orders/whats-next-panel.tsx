import { OrderSection } from '../../common/order/order-section';

/** Spec section 9: processing within 24 hours, shipping in 2-3 business days, delivery in 5-7. */
const steps = [
  { title: 'Order Processing', text: 'Your order will be prepared within 24 hours.' },
  { title: 'Shipping', text: 'Your order will be shipped within 2-3 business days.' },
  { title: 'Delivery', text: 'Delivery is expected in 5-7 business days.' },
];

/** The 'What's Next?' panel of the order confirmation. */
export function WhatsNextPanel() {
  return (
    <OrderSection title="What's Next?">
      <ol className="grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-pill bg-primary/15 font-semibold text-primary text-sm"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-medium text-foreground">{step.title}</p>
              <p className="text-muted text-sm">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
