/**
 * The letting history both analytics benches build on their homes (bench/dashboards.ts and
 * workloads/analytics.ts): a tenancy on every let home, 12 months of rent payments (a fifth of this
 * month's pending) and a support ticket on every fifth home, a third of them open. Needs the user
 * 'bl1' (the tenant and raiser of them all).
 */
export async function fillLettingHistory(q: (text: string) => Promise<unknown>) {
  await q(`insert into tenancies (property_id, tenant_id, status, start_date, end_date, rent_amount, rent_frequency, due_day)
    select p.id, 'bl1', 'active', (date_trunc('month', now()) - interval '11 months')::date,
      case when p.rn % 3 = 0 then (now() + ((p.rn % 90) || ' days')::interval)::date end,
      p.rent_pcm, 'monthly', 1 + p.rn % 28
    from (select id, rent_pcm, row_number() over (order by title) rn from properties where status = 'let') p`);
  await q(`insert into payments (tenancy_id, amount, paid_on, method, status)
    select t.id, t.rent_amount, (date_trunc('month', now()) - (m || ' months')::interval)::date + (t.due_day - 1),
      'bank_transfer', case when m = 0 and random() < 0.2 then 'pending' else 'completed' end
    from tenancies t, generate_series(0, 11) m
    where (date_trunc('month', now()) - (m || ' months')::interval)::date + (t.due_day - 1) <= now()::date`);
  await q(`insert into support_tickets (subject, description, category, priority, status, property_id, created_by, created_at, resolved_at)
    select 'Ticket ' || p.rn, 'Bench', 'maintenance', (array['low','medium','high','urgent'])[p.rn % 4 + 1],
      case when p.rn % 3 = 0 then 'open' else 'resolved' end, p.id, 'bl1',
      now() - ((p.rn % 365) || ' days')::interval,
      case when p.rn % 3 <> 0 then now() - ((p.rn % 365) || ' days')::interval + ((p.rn % 200) || ' hours')::interval end
    from (select id, row_number() over (order by id) rn from properties) p where p.rn % 5 = 0`);
}
