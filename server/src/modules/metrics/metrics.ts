import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The service's Prometheus instruments (decision 030), one registry per application so tests and
 * several apps in one process never mix their counts. Every label is from a closed set: a route
 * pattern ("/api/v1/exposures/:id", never the URL with its ids), a method, a status code, an engine
 * name, a failure category, a security event type. Nothing personal, nothing a person wrote.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request, by its route pattern. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Which engine produced a generated hierarchy (the offline engine also when it stood in). */
  countGeneration(engine: string): void;
  /** An LLM answer was replaced by the offline engine's, with the failure category. */
  countGenerationFallback(engine: string, reason: string): void;
  /** A security event by type (sign-in throttling among them: sign_in_throttled). */
  countSecurityEvent(type: string): void;
  /** The mail outbox gauges, read from the database just before each scrape. */
  setOutbox(state: OutboxState): void;
}

export interface OutboxState {
  pending: number;
  failed: number;
  /** Age of the oldest mail still waiting to go out; 0 when none waits. */
  oldestPendingSeconds: number;
}

/** Buckets in seconds: most answers take milliseconds; generation with an LLM can take tens of seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * `processMetrics`: also prom-client's process figures (CPU, memory, event-loop lag). Only when the
 * metrics are served: the event-loop monitor samples all the time, and tests build many apps.
 */
export function createMetrics(options: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'ladder_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ladder_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const generations = new Counter({
    name: 'ladder_generations_total',
    help: 'Exposure hierarchies generated, by the engine that produced them.',
    labelNames: ['engine'] as const,
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'ladder_generation_fallbacks_total',
    help: 'LLM generations replaced by the offline engine, by LLM engine and failure category.',
    labelNames: ['engine', 'reason'] as const,
    registers: [registry],
  });
  const securityEvents = new Counter({
    name: 'ladder_security_events_total',
    help: 'Security events recorded, by type (sign_in_throttled counts sign-in throttling).',
    labelNames: ['type'] as const,
    registers: [registry],
  });

  const outboxPending = new Gauge({ name: 'ladder_mail_outbox_pending', help: 'Mails waiting to be sent.', registers: [registry] });
  const outboxFailed = new Gauge({ name: 'ladder_mail_outbox_failed', help: 'Mails given up on after every retry.', registers: [registry] });
  const outboxOldest = new Gauge({
    name: 'ladder_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none waits).',
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    countGeneration: (engine) => generations.inc({ engine }),
    countGenerationFallback: (engine, reason) => fallbacks.inc({ engine, reason }),
    countSecurityEvent: (type) => securityEvents.inc({ type }),
    setOutbox(state) {
      outboxPending.set(state.pending);
      outboxFailed.set(state.failed);
      outboxOldest.set(state.oldestPendingSeconds);
    },
  };
}
