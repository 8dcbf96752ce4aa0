/** The socket.io contract between the gateway and the browser (spec 01 section 7, socket events). */
export const SOCKET_PATH = '/socket.io';

export const SOCKET_EVENTS = {
  /** An export's file is ready: carries its fileId. */
  exportCompleted: 'seller-offers-export-completed-response:received',
  /** An export failed: the flow ends with the spec's error toast. */
  exportFailed: 'seller-offers-export-error:received',
  /** An offer, payment, advance or underwriting notification for the feed. */
  notification: 'notification:received',
  /** Client to gateway: join or leave the room of the signed-in user (carries the user id). */
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
} as const;

/** The connect error a client answers with a new access token (spec 01 section 8). */
export const TOKEN_EXPIRED = 'token expired';

/** Every other connect error: what the gateway refused, for the client to give up on. */
export const SOCKET_REFUSALS = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
  /**
   * The user, or the client's address, holds as many sockets on this gateway instance as it allows (docs/adr/014):
   * one more tab gets no live events until another closes; its feed still loads.
   */
  tooManyConnections: 'too many connections',
} as const;

/** What a join-room or leave-room answers through its acknowledgement. */
export type RoomAnswer = { ok: true } | { ok: false; error: 'FORBIDDEN' };

/**
 * What the provider's webhook events are about: the first five are notifications, the next two exports, the last
 * two a user's standing (docs/adr/014): the gateway ends the user's sockets and relays nothing to the browser.
 */
export const PROVIDER_EVENT_TYPES = [
  'offer',
  'payment',
  'advance',
  'underwriting',
  'test',
  'export-completed',
  'export-failed',
  'member-disabled',
  'sessions-revoked',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];
/** A member was disabled in one seller, or sessions or grants of a user ended (revocation, sign-out). */
export type StandingEventType = Extract<ProviderEventType, 'member-disabled' | 'sessions-revoked'>;
export type NotificationType = Exclude<
  ProviderEventType,
  'export-completed' | 'export-failed' | StandingEventType
>;

export interface ExportCompletedEvent {
  fileId: string;
}

export interface NotificationEvent {
  id: string;
  type: NotificationType;
  title: string | null;
  message: string | null;
  /** The offer it is about: its page is /offers/{offerId}/details. */
  offerId: string | null;
  createdAt: string;
}

/** What each server-to-client event carries. */
export interface SocketEventPayloads {
  [SOCKET_EVENTS.exportCompleted]: ExportCompletedEvent;
  [SOCKET_EVENTS.exportFailed]: Record<string, never>;
  [SOCKET_EVENTS.notification]: NotificationEvent;
}
export type SocketEventName = keyof SocketEventPayloads;
