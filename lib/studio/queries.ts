import "server-only";

import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isProductId, PRODUCT_NAMES } from "@/lib/products/ids";
import { AUTOMATION_TYPES } from "@/lib/validations/automation";
import type { EmailSearch, OrderSearch, SubscriberSearch } from "@/lib/validations/studio";

import type { Operator } from "./operator";

/**
 * The studio's reads. Each takes the Operator (only requireOperator makes one) and returns plain
 * DTOs: exactly the columns a page shows, never whole rows.
 */

export const PAGE_SIZE = 25;

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

function paged<T>(rows: T[], total: number, page: number): Paged<T> {
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), pageSize: PAGE_SIZE };
}

const skipOf = (page: number) => (page - 1) * PAGE_SIZE;

export const productNameOf = (product: string) => (isProductId(product) ? PRODUCT_NAMES[product] : product);

export interface OrderRow {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
  email: string;
  product: string;
  productName: string;
  amount: number;
  currency: string;
  status: string;
  reading: { status: string; holdReason: string | null; deliveredAt: Date | null } | null;
}

/**
 * Orders, newest first: a search box that matches an order id, a payment reference or a checkout
 * session exactly, or part of the buyer's email; filters by order status and reading status.
 */
export async function listOrders(_operator: Operator, search: OrderSearch): Promise<Paged<OrderRow>> {
  const q = search.q;
  const where: Prisma.OrderWhereInput = {
    AND: [
      q ? { OR: [{ id: q }, { paymentRef: q }, { providerSessionId: q }, { email: { contains: q, mode: "insensitive" } }] } : {},
      search.status ? { status: search.status } : {},
      search.reading ? { reading: { status: search.reading } } : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db().order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(search.page),
      take: PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        paidAt: true,
        email: true,
        product: true,
        amount: true,
        currency: true,
        status: true,
        reading: { select: { status: true, holdReason: true, deliveredAt: true } },
      },
    }),
    db().order.count({ where }),
  ]);
  return paged(
    rows.map((o) => ({ ...o, productName: productNameOf(o.product) })),
    total,
    search.page,
  );
}

export interface HeldReadingRow {
  orderId: string;
  email: string;
  productName: string;
  paidAt: Date | null;
  heldSince: Date;
  holdReason: string | null;
  careLevel: string | null;
  hasDraft: boolean;
}

function careLevelOf(care: unknown): string | null {
  return care && typeof care === "object" && "level" in care && typeof care.level === "string" ? care.level : null;
}

/** Readings waiting for a person, oldest first (the closest to the 24-hour promise at the top). */
export async function listHeldReadings(_operator: Operator, { limit = 100 }: { limit?: number } = {}): Promise<HeldReadingRow[]> {
  const rows = await db().reading.findMany({
    where: { status: "held" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { orderId: true, createdAt: true, holdReason: true, care: true, body: true, order: { select: { email: true, product: true, paidAt: true } } },
  });
  return rows.map((r) => ({
    orderId: r.orderId,
    email: r.order.email,
    productName: productNameOf(r.order.product),
    paidAt: r.order.paidAt,
    heldSince: r.createdAt,
    holdReason: r.holdReason,
    careLevel: careLevelOf(r.care),
    hasDraft: r.body.trim().length > 0,
  }));
}

export interface DeadJobRow {
  id: string;
  type: string;
  orderId: string | null;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

/** Jobs in the dead-letter state, most recent first. */
export async function listDeadJobs(_operator: Operator, { limit = 50 }: { limit?: number } = {}): Promise<DeadJobRow[]> {
  return db().job.findMany({
    where: { status: "dead" },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, type: true, orderId: true, attempts: true, lastError: true, updatedAt: true },
  });
}

export interface AlertRow {
  id: string;
  kind: string;
  subjectId: string;
  message: string;
  createdAt: Date;
  notifiedAt: Date | null;
  resolvedAt: Date | null;
  /** The subject is an order (the studio links to it). */
  isOrder: boolean;
}

/** Operator alerts nobody has resolved yet, newest first. */
export async function listOpenAlerts(_operator: Operator, { limit = 50 }: { limit?: number } = {}): Promise<AlertRow[]> {
  const alerts = await db().operatorAlert.findMany({
    where: { resolvedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, kind: true, subjectId: true, message: true, createdAt: true, notifiedAt: true, resolvedAt: true },
  });
  const orders = new Set(
    (await db().order.findMany({ where: { id: { in: alerts.map((a) => a.subjectId) } }, select: { id: true } })).map((o) => o.id),
  );
  return alerts.map((a) => ({ ...a, isOrder: orders.has(a.subjectId) }));
}

export interface SeriesCount {
  type: string;
  active: number;
  unsubscribed: number;
}

export interface SubscriberRow {
  id: string;
  email: string;
  fullName: string | null;
  automationType: string;
  personaHandle: string;
  timezone: string;
  createdAt: Date;
  unsubscribedAt: Date | null;
}

/** The free series' subscribers: counts per series (active, unsubscribed) and a filtered page of them. */
export async function listSubscribers(_operator: Operator, search: SubscriberSearch): Promise<{ counts: SeriesCount[]; list: Paged<SubscriberRow> }> {
  const where: Prisma.AutomationSubscriptionWhereInput = {
    ...(search.series ? { automationType: search.series } : {}),
    ...(search.state === "active" ? { unsubscribedAt: null } : search.state === "unsubscribed" ? { unsubscribedAt: { not: null } } : {}),
  };
  const [active, unsubscribed, rows, total] = await Promise.all([
    db().automationSubscription.groupBy({ by: ["automationType"], where: { unsubscribedAt: null }, _count: { _all: true } }),
    db().automationSubscription.groupBy({ by: ["automationType"], where: { unsubscribedAt: { not: null } }, _count: { _all: true } }),
    db().automationSubscription.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(search.page),
      take: PAGE_SIZE,
      select: { id: true, email: true, fullName: true, automationType: true, personaHandle: true, timezone: true, createdAt: true, unsubscribedAt: true },
    }),
    db().automationSubscription.count({ where }),
  ]);
  const countOf = (list: typeof active, type: string) => list.find((g) => g.automationType === type)?._count._all ?? 0;
  const types = [...new Set<string>([...AUTOMATION_TYPES, ...active.map((g) => g.automationType), ...unsubscribed.map((g) => g.automationType)])];
  return {
    counts: types.map((type) => ({ type, active: countOf(active, type), unsubscribed: countOf(unsubscribed, type) })),
    list: paged(rows, total, search.page),
  };
}

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  forwardedAt: Date | null;
}

/** Messages from the contact form, newest first, with whether they were forwarded to the team. */
export async function listContactMessages(_operator: Operator, { page }: { page: number }): Promise<Paged<ContactMessageRow>> {
  const [rows, total] = await Promise.all([
    db().contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(page),
      take: PAGE_SIZE,
      select: { id: true, name: true, email: true, message: true, createdAt: true, forwardedAt: true },
    }),
    db().contactMessage.count(),
  ]);
  return paged(rows, total, page);
}

export interface EmailRow {
  id: string;
  to: string;
  subject: string;
  tag: string;
  provider: string;
  providerId: string | null;
  idempotencyKey: string | null;
  orderId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const EMAIL_ROW_SELECT = {
  id: true,
  to: true,
  subject: true,
  tag: true,
  provider: true,
  providerId: true,
  idempotencyKey: true,
  orderId: true,
  createdAt: true,
  sentAt: true,
} as const satisfies Prisma.EmailMessageSelect;

/** The email log, newest first: every message the app stored, with the provider that took it and whether it went. */
export async function listEmails(_operator: Operator, search: EmailSearch): Promise<Paged<EmailRow> & { tags: string[] }> {
  const q = search.q;
  const where: Prisma.EmailMessageWhereInput = {
    AND: [
      q ? { OR: [{ orderId: q }, { id: q }, { to: { contains: q, mode: "insensitive" } }, { subject: { contains: q, mode: "insensitive" } }] } : {},
      search.tag ? { tag: search.tag } : {},
    ],
  };
  const [rows, total, tags] = await Promise.all([
    db().emailMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: skipOf(search.page), take: PAGE_SIZE, select: EMAIL_ROW_SELECT }),
    db().emailMessage.count({ where }),
    db().emailMessage.groupBy({ by: ["tag"], orderBy: { tag: "asc" } }),
  ]);
  return { ...paged(rows, total, search.page), tags: tags.map((t) => t.tag) };
}

export interface EmailContent extends EmailRow {
  from: string;
  replyTo: string | null;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: string[];
}

/** One stored email, whole: what the buyer (or the team) received. */
export async function getEmail(_operator: Operator, id: string): Promise<EmailContent | null> {
  const row = await db().emailMessage.findUnique({
    where: { id },
    select: { ...EMAIL_ROW_SELECT, from: true, replyTo: true, html: true, text: true, headers: true, attachments: true },
  });
  if (!row) return null;
  const headers = row.headers && typeof row.headers === "object" && !Array.isArray(row.headers) ? row.headers : {};
  const attachments = Array.isArray(row.attachments) ? row.attachments : [];
  return {
    ...row,
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === "string")),
    attachments: attachments.flatMap((a) => (a && typeof a === "object" && !Array.isArray(a) && typeof a.filename === "string" ? [a.filename] : [])),
  };
}
