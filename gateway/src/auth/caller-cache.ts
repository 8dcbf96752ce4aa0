import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import type { ProviderCurrentUser, ProviderSeller } from '../domains/session/provider-client.js';
import type { AccessTokenVerifier, Caller } from './access-token.js';

/**
 * What the gateway knows of a token between requests (docs/adr/021): the caller its verification gave, until the token
 * expires, and the provider's answer for its member (the current user: roles, owner flag, status) for at most
 * `memberSeconds`. A member answer is forgotten sooner when anything may have changed it: any mutation by a member of
 * the seller, on any gateway instance, and the provider's `member-disabled` and `sessions-revoked` events; a change
 * the provider makes on its own shows within `memberSeconds`. Mutations ask the provider afresh. The provider checks
 * every other call's token and roles itself, so a remembered answer never lets a call through that it would refuse.
 */
const CALLER_CACHE_LIMITS = {
  /** Tokens remembered at once; the oldest is forgotten first (a token lives 5 minutes). */
  maxTokens: 10_000,
  /** How long a member answer is used without asking the provider again, whatever the events say. */
  memberSeconds: 60,
} as const;

/** Whose remembered answers to forget: a user (of one seller, or of all), or everyone of a seller. */
export type Forget = { userId: string; sellerId?: string } | { sellerId: string; userId?: undefined };

/** What is remembered of a token besides its caller: the member, and the seller once it is approved. */
interface Answers {
  member: ProviderCurrentUser;
  seller: ProviderSeller;
}

/** An answer, and until when it may be used. */
interface Slot<T> {
  answer: T;
  until: number;
}

interface Entry {
  caller: Caller;
  /** Each answer, and until when it may be used. */
  answers: { [K in keyof Answers]?: Slot<Answers[K]> };
  /** How often it was forgotten: an answer asked for before the last time is not kept. */
  forgotten: number;
}

export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private peers: ((forget: Forget) => void) | null = null;

  constructor(
    private readonly limits: { maxTokens: number; memberSeconds: number } = CALLER_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The verifier, verifying each token once: its caller is remembered until the token expires. */
  verifier(verify: AccessTokenVerifier): AccessTokenVerifier {
    const remembered = async (token: string): Promise<Caller> => {
      const entry = this.live(token);
      if (entry) return entry.caller;
      const caller = await verify(token);
      if (caller.expiresAt > this.now()) this.remember(token, { caller, answers: {}, forgotten: 0 });
      return caller;
    };
    return Object.assign(remembered, { keysReady: verify.keysReady });
  }

  /**
   * The member answer of a verified token: remembered, or fetched. Only an answer that arrived is remembered (a call
   * still running belongs to its own request, which may abandon it), and never a failure. `fresh` asks the provider
   * whatever is remembered (the socket's standing check).
   */
  member(
    token: string,
    fetch: () => Promise<ProviderCurrentUser>,
    { fresh = false } = {},
  ): Promise<ProviderCurrentUser> {
    return this.answer('member', token, fetch, { fresh, keep: () => true });
  }

  /**
   * The seller answer of a verified token, remembered as the member's is, but only once the seller is approved: until
   * then the provider is asked each time, so its approval (which it makes on its own) shows at once.
   */
  seller(
    token: string,
    fetch: () => Promise<ProviderSeller>,
    { fresh = false } = {},
  ): Promise<ProviderSeller> {
    return this.answer('seller', token, fetch, { fresh, keep: (seller) => seller.isApproved });
  }

  private async answer<K extends keyof Answers>(
    kind: K,
    token: string,
    fetch: () => Promise<Answers[K]>,
    { fresh, keep }: { fresh: boolean; keep: (answer: Answers[K]) => boolean },
  ): Promise<Answers[K]> {
    const remembered = this.live(token)?.answers[kind];
    if (!fresh && remembered && remembered.until > this.now()) return remembered.answer;
    const asked = this.now();
    const forgotten = this.live(token)?.forgotten;
    const answer = await fetch();
    // Forgotten while it was asked (a change, an event): this answer may be the old one, so it is not kept.
    const entry = this.live(token);
    if (entry && entry.forgotten === forgotten && keep(answer)) {
      const until = Math.min(entry.caller.expiresAt, asked + this.limits.memberSeconds * 1000);
      const slots: { [P in K]?: Slot<Answers[P]> } = entry.answers;
      slots[kind] = { answer, until };
    }
    return answer;
  }

  /** Forgets the answers of a user or a seller here, and on the other instances when they are connected. */
  forget(forget: Forget): void {
    this.forgetHere(forget);
    this.peers?.(forget);
  }

  /** Forgets on this instance only: what another instance asked (it forgot its own already). */
  forgetHere({ userId, sellerId }: Forget): void {
    for (const entry of this.entries.values()) {
      const { caller } = entry;
      if (userId !== undefined && caller.userId !== userId) continue;
      if (sellerId !== undefined && caller.organizationId !== sellerId) continue;
      entry.answers = {};
      entry.forgotten += 1;
    }
  }

  /** How forgetting reaches the other gateway instances (set by the real-time side when it shares Redis). */
  sharedWith(peers: (forget: Forget) => void): void {
    this.peers = peers;
  }

  /** Tokens remembered now (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private live(token: string): Entry | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.caller.expiresAt <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  private remember(token: string, entry: Entry): void {
    this.entries.delete(token);
    this.entries.set(token, entry);
    // Tokens are remembered about in the order they expire: the expired ones at the front go first.
    for (const [oldest, { caller }] of this.entries) {
      if (caller.expiresAt > this.now()) break;
      this.entries.delete(oldest);
    }
    while (this.entries.size > this.limits.maxTokens) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Mutations ask the provider for the member afresh (their checks and the changes they compute use what is true now),
 * and once answered forget what every instance remembers of the caller's seller: a mutation may have changed a
 * colleague's roles or standing, or the caller's own profile.
 */
export function forgetAfterMutations(callers: CallerCache): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation === 'mutation') contextValue.askMemberAfresh();
        },
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const { userId, organizationId } = contextValue.caller;
          if (organizationId) callers.forget({ sellerId: organizationId });
          else if (userId) callers.forget({ userId });
        },
      };
    },
  };
}
