import { SECURITY_EVENT_TYPES, type ActiveSessionsResponse, type SecurityActivityResponse, type SecurityEventType } from '@ladder/contracts';
import type { listActiveSessions } from '../auth/sessions';
import type { listSecurityActivity } from './events';

const KNOWN_TYPES = new Set<string>(SECURITY_EVENT_TYPES);
const isKnownType = (type: string): type is SecurityEventType => KNOWN_TYPES.has(type);

export function presentActivity(
  rows: Awaited<ReturnType<typeof listSecurityActivity>>,
  secondFactor: boolean,
): SecurityActivityResponse {
  return {
    events: rows.flatMap((row) =>
      isKnownType(row.type) ? [{ id: row.id, type: row.type, created_at: row.createdAt.toISOString(), client_label: row.clientLabel }] : [],
    ),
    second_factor: secondFactor,
  };
}

export function presentSessions(rows: Awaited<ReturnType<typeof listActiveSessions>>, currentFamilyId: string): ActiveSessionsResponse {
  // This browser first, then the others by latest activity (the order listActiveSessions gives).
  const ordered = [...rows].sort((a, b) => Number(b.familyId === currentFamilyId) - Number(a.familyId === currentFamilyId));
  return {
    sessions: ordered.map((row) => ({
      id: row.familyId,
      client_label: row.clientLabel,
      signed_in_at: row.signedInAt.toISOString(),
      last_seen_at: row.lastSeenAt?.toISOString() ?? null,
      current: row.familyId === currentFamilyId,
    })),
  };
}
