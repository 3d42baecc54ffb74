import { emitSecurityEvent } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  auditServerOn,
  eventsOf,
  PASSWORD,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

describe.each(testDatabases())("a change that rolls back leaves no event ($name)", (target) => {
  const server = auditServerOn(
    target,
    {},
    {
      databaseHooks: {
        member: {
          create: {
            // Refuses the member an invitation would add: accepting it rolls back.
            before: (member) => member.role !== "refused-role",
          },
        },
      },
    },
  );

  it("through the contract: an event written in a transaction that rolls back is gone with it", async () => {
    const t = server();
    const { user } = await t.signUp({ email: uniqueEmail("contract"), password: PASSWORD });
    const context = await t.auth.$context;
    const attempt = context.internalAdapter.transaction(async (trx) => {
      await trx.updateUser(user.id, { name: "Renamed" });
      await emitSecurityEvent(context, { type: "test.renamed", subject: user.id }, trx);
      throw new Error("the change fails after its event was written");
    });
    await expect(attempt).rejects.toThrow("the change fails");
    expect((await eventsOf(t, user.id)).map((row) => row.type)).toEqual(["sign-up"]);
    expect((await context.internalAdapter.findUserById(user.id))?.name).not.toBe("Renamed");

    // A failure is stored even though nothing else is.
    await emitSecurityEvent(context, {
      type: "test.refused",
      outcome: "failure",
      subject: user.id,
    });
    expect((await eventsOf(t, user.id)).map((row) => row.type)).toEqual([
      "sign-up",
      "test.refused",
    ]);
  });

  it("through a flow: an accepted invitation whose member is refused claims nothing", async () => {
    const t = server();
    const owner = await t.signUp({ email: uniqueEmail("owner"), password: PASSWORD });
    const inviteeEmail = uniqueEmail("invitee");
    const invitee = await t.signUp({ email: inviteeEmail, password: PASSWORD });
    const created = await t.json<{ id: string }>("/organization/create", {
      body: { name: "Rollback", slug: uniqueEmail("slug").replace(/[@.]/g, "-") },
      cookies: owner.cookies,
    });
    expect(created.status).toBe(200);
    const organizationId = created.data.id;
    const context = await t.auth.$context;
    const invitation = await context.adapter.create<{ id: string }>({
      model: "invitation",
      data: {
        id: context.generateId(),
        organizationId,
        email: inviteeEmail,
        role: "refused-role",
        status: "pending",
        inviterId: owner.user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      },
    });
    await context.internalAdapter.updateUser(invitee.user.id, { emailVerified: true });
    const accepted = await t.json("/organization/accept-invitation", {
      body: { invitationId: invitation.id },
      cookies: invitee.cookies,
    });
    expect(accepted.status).toBe(400);
    expect(accepted.data).toMatchObject({ code: "OPERATION_REFUSED" });
    const claims = (await storedEvents(t)).filter((row) => row.organizationId === organizationId);
    expect(claims.map((row) => row.type)).toEqual(["organization.created"]);
    const still = await context.adapter.findOne<{ status: string }>({
      model: "invitation",
      where: [{ field: "id", value: invitation.id }],
    });
    expect(still?.status).toBe("pending");
    expect(claims.every((row) => row.sequence !== null)).toBe(true);
  });
});
