import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the LLM providers (STYLE.md: outside services are replaced by small servers
 * speaking their real protocol on 127.0.0.1). It answers OpenAI chat completions on
 * POST /v1/chat/completions and Anthropic messages on POST /v1/messages, records every request,
 * and answers whatever the current test asked for.
 */
export type FakeLlmReply =
  /** The structured output the "model" produced: OpenAI message content, or Anthropic tool input. */
  | { type: 'output'; output: unknown }
  /** OpenAI: content that is not JSON. Anthropic: a response body that is not JSON. */
  | { type: 'malformed-json' }
  /** OpenAI: a refusal message. Anthropic: a text block and no tool call. */
  | { type: 'refusal' }
  /** Cut off at the token limit: OpenAI finish_reason "length", Anthropic stop_reason "max_tokens". */
  | { type: 'truncated' }
  /** A 200 that is JSON but not the provider's shape, as when the base URL points at another service. */
  | { type: 'wrong-shape' }
  /** A provider error such as 429 or 500, with the provider's own error body. */
  | { type: 'status'; status: number }
  /** Holds the request open until the server stops: longer than any test's timeout. */
  | { type: 'hang' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export const OPENAI_PATH = '/v1/chat/completions';
export const ANTHROPIC_PATH = '/v1/messages';

export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
  reply: FakeLlmReply = { type: 'output', output: { exposures: safeExposures() } };
  private server: http.Server | null = null;
  private port = 0;

  /** Base URL as OPENAI_BASE_URL takes it (the engine adds /chat/completions). */
  get openAiBaseUrl(): string {
    return `${this.anthropicBaseUrl}/v1`;
  }

  /** Base URL as ANTHROPIC_BASE_URL takes it (the engine adds /v1/messages). */
  get anthropicBaseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          // Kept as text: a test may assert that the engine sent valid JSON.
        }
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        this.answer(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const provider = req.method !== 'POST' ? null : req.url === OPENAI_PATH ? 'openai' : req.url === ANTHROPIC_PATH ? 'anthropic' : null;
    if (!provider) {
      sendJson(res, 404, { error: { message: 'not found' } });
      return;
    }
    const reply = this.reply;
    switch (reply.type) {
      case 'hang':
        return;
      case 'status':
        sendJson(res, reply.status, provider === 'openai' ? openAiError(reply.status) : anthropicError(reply.status));
        return;
      case 'malformed-json':
        if (provider === 'openai') sendJson(res, 200, chatCompletion({ content: '{"exposures": [{"title": "Touch the bin lid', refusal: null }));
        else sendRaw(res, 200, '{"id":"msg_01","type":"message","content":[{"type":"tool_use","input":{"exposures":[');
        return;
      case 'refusal':
        if (provider === 'openai') sendJson(res, 200, chatCompletion({ content: null, refusal: "I'm sorry, I can't help with that." }));
        else sendJson(res, 200, anthropicMessage([{ type: 'text', text: "I'm sorry, I can't help with that." }], 'end_turn'));
        return;
      case 'truncated':
        if (provider === 'openai') sendJson(res, 200, chatCompletion({ content: '{"exposures": [{"title": "Touch', refusal: null }, 'length'));
        else sendJson(res, 200, anthropicMessage([{ type: 'tool_use', id: 'toolu_01', name: 'submit_exposures', input: {} }], 'max_tokens'));
        return;
      case 'wrong-shape':
        sendJson(res, 200, { status: 'ok', version: '1.2.3' });
        return;
      case 'output':
        if (provider === 'openai') sendJson(res, 200, chatCompletion({ content: JSON.stringify(reply.output), refusal: null }));
        else {
          const toolUse = { type: 'tool_use', id: 'toolu_01', name: 'submit_exposures', input: reply.output };
          sendJson(res, 200, anthropicMessage([toolUse], 'tool_use'));
        }
        return;
    }
  }
}

function sendRaw(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  sendRaw(res, status, JSON.stringify(body));
}

function chatCompletion(message: { content: string | null; refusal: string | null }, finishReason = 'stop') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 900, completion_tokens: 700, total_tokens: 1600 },
  };
}

function anthropicMessage(content: unknown[], stopReason: string) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'fake-model',
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 900, output_tokens: 700 },
  };
}

function openAiError(status: number) {
  const type = status === 429 ? 'rate_limit_exceeded' : 'server_error';
  return { error: { message: `Fake provider error ${status}`, type, param: null, code: type } };
}

function anthropicError(status: number) {
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error';
  return { type: 'error', error: { type, message: `Fake provider error ${status}` } };
}

type FakeExposure = {
  title: string;
  description: string;
  fear_level: number;
  kind: 'in_vivo' | 'imaginal' | 'interoceptive';
  response_prevention: string;
  theme: string;
};

type Step = { title: string; fear: number; kind: FakeExposure['kind']; task: string; rp: string };

const contaminationStep = ({ title, fear, kind, task, rp }: Step): FakeExposure => ({
  title,
  description: `${task} ${rp}`,
  fear_level: fear,
  kind,
  response_prevention: rp,
  theme: 'contamination',
});

/** Ten well-formed, safe contamination items spanning fear 2-9, as a good model would write them. */
export function safeExposures(): FakeExposure[] {
  const steps: Step[] = [
    {
      title: 'Touch the front door handle with one finger',
      fear: 2,
      kind: 'in_vivo',
      task: 'At home, rest one finger on the outside door handle for 30 seconds.',
      rp: 'Do not wash or use hand gel for 15 minutes afterwards.',
    },
    {
      title: 'Write the word "germs" on your palm',
      fear: 3,
      kind: 'imaginal',
      task: 'At your desk, write the word in pen on your palm and look at it for 5 minutes.',
      rp: 'Leave it there for an hour and do not scrub it off.',
    },
    {
      title: 'Hold a library book for 10 minutes',
      fear: 4,
      kind: 'in_vivo',
      task: 'At the library, hold a borrowed book with both hands and read a chapter.',
      rp: 'Do not wash your hands until your next meal.',
    },
    {
      title: 'Sit on a park bench without a tissue under you',
      fear: 4,
      kind: 'in_vivo',
      task: 'Sit on a public bench for 20 minutes.',
      rp: 'Do not brush off or change your clothes when you get home.',
    },
    {
      title: 'Write a "maybe" script about catching a stomach bug',
      fear: 5,
      kind: 'imaginal',
      task: 'At home, write and read aloud a one-page story that ends with "maybe I will get ill, maybe I won\'t", for 20 minutes.',
      rp: 'Do not look up symptoms or ask anyone whether you will be ill.',
    },
    {
      title: 'Touch the kitchen bin lid, then make and eat a sandwich',
      fear: 5,
      kind: 'in_vivo',
      task: 'In your kitchen, press your palm on the bin lid, then make and eat a sandwich.',
      rp: 'No hand washing and no hand gel for 20 minutes.',
    },
    {
      title: 'Spin in a chair until you feel slightly queasy',
      fear: 5,
      kind: 'interoceptive',
      task: 'At home, spin slowly in a desk chair for one minute and notice the queasy feeling.',
      rp: 'Do not check your temperature or lie down to make the feeling go.',
    },
    {
      title: 'Use a public toilet and touch the door on the way out',
      fear: 7,
      kind: 'in_vivo',
      task: 'In a shopping centre, use the toilet and open the door with your bare hand.',
      rp: 'Wash once, normally, for 20 seconds; do not rewash or use a paper towel on the door.',
    },
    {
      title: 'Shake hands with people at a meeting',
      fear: 8,
      kind: 'in_vivo',
      task: 'At work or a community meeting, shake hands with three people.',
      rp: 'Do not wipe your hands or wash them until lunch.',
    },
    {
      title: 'Touch the floor of a bus and then your face',
      fear: 9,
      kind: 'in_vivo',
      task: 'On a bus, touch the floor with your palm, then touch your cheek and keep riding for 15 minutes.',
      rp: 'Do not wash your face or hands until you get home.',
    },
  ];
  return steps.map(contaminationStep);
}

/** An item the safety filter must drop: it tells the person to stop their medication (docs/clinical.md §10). */
export function stopMedicationExposure(): FakeExposure {
  return {
    title: 'Stop taking your medication for a week',
    description: 'Stop taking your medication for a week to prove to yourself you do not need it. Do not tell your doctor.',
    fear_level: 8,
    kind: 'in_vivo',
    response_prevention: 'Do not take your medication.',
    theme: 'health',
  };
}

/** An item the safety filter must drop: it is full of reassurance (Kobori & Salkovskis 2013). */
export function reassuranceExposure(): FakeExposure {
  return {
    title: 'Remind yourself that you are safe',
    description: 'Touch the sink, then tell yourself: you are safe, nothing bad will happen, this will not happen to you. Do not wash for 10 minutes.',
    fear_level: 4,
    kind: 'in_vivo',
    response_prevention: 'Do not wash for 10 minutes.',
    theme: 'contamination',
  };
}
