/** What GET /api/sky/today and /api/sky/calendar return (lib/sky/personal-sky.ts): shared with the Today view. */
import type { SkyEvent } from "@/lib/oracle/sky/transits";

export interface TransitDto {
  id: string;
  title: string;
  body: string;
  point: string;
  aspect: string;
  orb: number;
  applying: boolean;
  house: number | null;
  /** ISO 8601, UTC. */
  exact: string | null;
  significance: number;
  text: string;
}

export interface SkyEventDto {
  id: string;
  kind: SkyEvent["kind"];
  /** ISO 8601, UTC. */
  at: string;
  localDate: string;
  localTime: string;
  title: string;
  text: string;
  significance: number;
  house: number | null;
}

export interface SkyTodayDto {
  localDate: string;
  timezone: string;
  timeKnown: boolean;
  /** Said openly when the birth time is unknown; null otherwise. */
  note: string | null;
  blueprint: { id: string; name: string } | null;
  headline: TransitDto | null;
  secondary: TransitDto[];
  moon: { sign: string; house: number | null; text: string; ingress: { sign: string; at: string; localTime: string } | null };
  dayNumber: { value: number; working: string; title: string; keywords: string[] };
  card: { id: string; name: string; reversed: boolean; keywords: string[]; meaning: string };
  /** Exact events of the local day, most significant first. */
  events: SkyEventDto[];
}

export interface SkyCalendarDto {
  timezone: string;
  from: string;
  to: string;
  days: number;
  timeKnown: boolean;
  note: string | null;
  events: SkyEventDto[];
}

