import { and, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { DataOwner, PersonalDataSource } from './data-owner';

const aboutOwner = ({ tenantId, user }: DataOwner) => and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.userId, user.id));

/** The events about the learner that the portal sent, or still has to send, to its webhook endpoints (decision 054). */
export const webhookData: PersonalDataSource = {
  section: 'webhookEvents',
  tables: ['webhook_deliveries'],
  onDeletion: 'removed, those not yet delivered included (what a receiver already got is in its own records)',
  async export(db, owner) {
    const rows = await db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(aboutOwner(owner))
      .orderBy(webhookDeliveries.createdAt);
    return rows.map(({ delivery, url }) => ({
      event: delivery.event,
      sentTo: url,
      status: delivery.status,
      createdAt: delivery.createdAt.toISOString(),
      payload: JSON.parse(delivery.payload) as unknown,
    }));
  },
  async erase(tx, owner) {
    await tx.delete(webhookDeliveries).where(aboutOwner(owner));
  },
};
