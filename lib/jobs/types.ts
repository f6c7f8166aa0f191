/** Job types: the contract between whoever enqueues (lib/jobs/enqueue.ts) and the runner's handlers. */
export const JOB_TYPES = {
  /** payload { orderId }; key `order.fulfil:{orderId}`. Enqueued when an order is paid. */
  fulfilOrder: "order.fulfil",
  /** payload { orderId }; key `reading.deliver:{orderId}`. Enqueued when a person approves a held reading. */
  deliverReading: "reading.deliver",
  /** payload { contactMessageId }; key `contact:{id}`. */
  forwardContact: "contact.forward",
  /** payload { subscriptionId }; key `automation.confirm:{subscriptionId}:{subscribedAtMs}`. */
  confirmSubscription: "automation.confirm",
  /** payload { subscriptionId, localDate }; key `automation:{subscriptionId}:{localDate}` (one per subscriber and local day). */
  sendAutomation: "automation.send",
} as const;

export type JobType = (typeof JOB_TYPES)[keyof typeof JOB_TYPES];

export const fulfilOrderJobKey = (orderId: string) => `order.fulfil:${orderId}`;
export const deliverReadingJobKey = (orderId: string) => `reading.deliver:${orderId}`;
export const automationJobKey = (subscriptionId: string, localDate: string) => `automation:${subscriptionId}:${localDate}`;
export const confirmSubscriptionJobKey = (subscriptionId: string, subscribedAt: Date) =>
  `automation.confirm:${subscriptionId}:${subscribedAt.getTime()}`;
