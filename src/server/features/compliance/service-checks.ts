import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * Checks made for a tenancy: smoke and CO alarms working (any home), and Right to Rent checks of
 * each adult occupier (England only: elsewhere a 409 with the reason). Reads: whoever may read the
 * tenancy (its staff, its tenant, admins); writes: its staff and admins, audited in the same
 * transaction. Right to Rent keeps only what proves the check: no document numbers, no copies.
 */

import { today } from "@shared/dates";
import { RIGHT_TO_RENT_ELSEWHERE_MESSAGE, RIGHT_TO_RENT_JURISDICTIONS } from "@shared/law/compliance-records";
import { RIGHT_TO_RENT_SOURCE } from "@shared/law/compliance-rules";
import { rightToRentFollowUp } from "@shared/law/duties";
import type {
  AlarmCheck,
  adultOccupiersInputSchema,
  alarmCheckInputSchema,
  RightToRentCheck,
  rightToRentInputSchema,
} from "@shared/schemas/compliance-records";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { alarmChecks, properties, rightToRentChecks, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, isUuid, type JoinedRow, setAdultOccupierCount } from "../tenancies";

/** A date that happened: on or before today (Europe/London), else a 400 on the field. */
export function notInFuture(value: string, field: string) {
  if (value > today()) throw fieldError(field, "The date cannot be in the future");
}

// ---- Alarm checks ------------------------------------------------------------------------------

async function combustionRooms(db: Db, propertyId: string): Promise<number | null> {
  const [p] = await db
    .select({ rooms: properties.combustionApplianceRooms })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return p?.rooms ?? null;
}

const alarmColumns = { a: alarmChecks, by: users.name };

function alarmDto(r: { a: typeof alarmChecks.$inferSelect; by: string | null }): AlarmCheck {
  return {
    id: r.a.id,
    tenancyId: r.a.tenancyId,
    checkedOn: r.a.checkedOn,
    smokeAlarmsOk: r.a.smokeAlarmsOk,
    coAlarmsOk: r.a.coAlarmsOk,
    note: r.a.note,
    checkedBy: r.by,
    createdAt: r.a.createdAt.toISOString(),
  };
}

export async function listAlarmChecks(db: Db, user: Caller, tenancyId: string) {
  const { t } = await findTenancy(db, user, tenancyId);
  const rows = await db
    .select(alarmColumns)
    .from(alarmChecks)
    .leftJoin(users, eq(users.id, alarmChecks.checkedBy))
    .where(eq(alarmChecks.tenancyId, t.id))
    .orderBy(desc(alarmChecks.checkedOn), desc(alarmChecks.createdAt));
  return {
    items: rows.map(alarmDto),
    combustionApplianceRooms: await combustionRooms(db, t.propertyId),
    tenancyStart: t.startDate,
  };
}

export async function createAlarmCheck(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: z.output<typeof alarmCheckInputSchema>,
): Promise<AlarmCheck> {
  notInFuture(input.checkedOn, "checkedOn");
  const id = await db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    const rooms = (await combustionRooms(tx, t.propertyId)) ?? 0;
    const co = input.coAlarmsOk ?? null;
    if (rooms > 0 && co === null) {
      throw fieldError(
        "coAlarmsOk",
        "Say whether every CO alarm worked: the home has a room with a fixed combustion appliance",
      );
    }
    if (rooms === 0 && co !== null) {
      throw fieldError(
        "coAlarmsOk",
        "No CO alarm is recorded as needed: record the rooms with a fixed combustion appliance on the home first",
      );
    }
    const [row] = await tx
      .insert(alarmChecks)
      .values({
        tenancyId: t.id,
        checkedOn: input.checkedOn,
        smokeAlarmsOk: input.smokeAlarmsOk,
        coAlarmsOk: co,
        note: input.note ?? null,
        checkedBy: user.id,
      })
      .returning({ id: alarmChecks.id });
    await audit(tx, actor, {
      action: "alarm_check_create",
      entity: "alarm_check",
      entityId: row!.id,
      details: {
        tenancyId: t.id,
        checkedOn: input.checkedOn,
        smokeAlarmsOk: input.smokeAlarmsOk,
        coAlarmsOk: co,
      },
    });
    return row!.id;
  });
  const [row] = await db
    .select(alarmColumns)
    .from(alarmChecks)
    .leftJoin(users, eq(users.id, alarmChecks.checkedBy))
    .where(eq(alarmChecks.id, id));
  return alarmDto(row!);
}

// ---- Right to Rent -----------------------------------------------------------------------------

/** 409 when the home is outside England, where the duty does not exist. */
function assertRightToRentApplies(row: JoinedRow) {
  if (!RIGHT_TO_RENT_JURISDICTIONS.includes(row.jurisdiction)) {
    throw new AppError("conflict", RIGHT_TO_RENT_ELSEWHERE_MESSAGE);
  }
}

function rtrDto(r: typeof rightToRentChecks.$inferSelect): RightToRentCheck {
  return {
    id: r.id,
    tenancyId: r.tenancyId,
    occupierName: r.occupierName,
    checkedOn: r.checkedOn,
    method: r.method,
    permission: r.permission,
    permissionExpiresOn: r.permissionExpiresOn,
    followUpDueOn: r.followUpDueOn,
    createdAt: r.createdAt.toISOString(),
  };
}

const rule = {
  summary:
    "Each adult who lives in the home is checked before the tenancy starts; with time-limited permission, a follow-up check is due by the later of the permission's end and 12 months after the check.",
  source: RIGHT_TO_RENT_SOURCE,
};

export async function listRightToRent(db: Db, user: Caller, tenancyId: string) {
  const row = await findTenancy(db, user, tenancyId);
  assertRightToRentApplies(row);
  const items = await db
    .select()
    .from(rightToRentChecks)
    .where(eq(rightToRentChecks.tenancyId, row.t.id))
    .orderBy(desc(rightToRentChecks.checkedOn), desc(rightToRentChecks.createdAt));
  return { items: items.map(rtrDto), adultOccupiers: row.t.adultOccupiers, rule };
}

export async function createRightToRent(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: z.output<typeof rightToRentInputSchema>,
): Promise<RightToRentCheck> {
  notInFuture(input.checkedOn, "checkedOn");
  return db.transaction(async (tx) => {
    const row = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    assertRightToRentApplies(row);
    const timeLimited = input.permission === "time_limited";
    const expires = timeLimited ? (input.permissionExpiresOn ?? null) : null;
    const [inserted] = await tx
      .insert(rightToRentChecks)
      .values({
        tenancyId: row.t.id,
        occupierName: input.occupierName,
        checkedOn: input.checkedOn,
        method: input.method,
        permission: input.permission,
        permissionExpiresOn: expires,
        followUpDueOn: expires ? rightToRentFollowUp(input.checkedOn, expires) : null,
        checkedBy: user.id,
      })
      .returning();
    await audit(tx, actor, {
      action: "right_to_rent_check_create",
      entity: "right_to_rent_check",
      entityId: inserted!.id,
      details: {
        tenancyId: row.t.id,
        checkedOn: input.checkedOn,
        method: input.method,
        permission: input.permission,
      },
    });
    return rtrDto(inserted!);
  });
}

export async function deleteRightToRent(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  checkId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    assertRightToRentApplies(row);
    if (!isUuid(checkId)) throw notFound("Check not found");
    const [gone] = await tx
      .delete(rightToRentChecks)
      .where(and(eq(rightToRentChecks.id, checkId), eq(rightToRentChecks.tenancyId, row.t.id)))
      .returning({ id: rightToRentChecks.id });
    if (!gone) throw notFound("Check not found");
    await audit(tx, actor, {
      action: "right_to_rent_check_delete",
      entity: "right_to_rent_check",
      entityId: gone.id,
      details: { tenancyId: row.t.id },
    });
  });
}

export async function setAdultOccupiers(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: z.output<typeof adultOccupiersInputSchema>,
) {
  await db.transaction(async (tx) => {
    const row = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    assertRightToRentApplies(row);
    await setAdultOccupierCount(tx, actor, row.t, input.adultOccupiers);
  });
  return listRightToRent(db, user, tenancyId);
}
