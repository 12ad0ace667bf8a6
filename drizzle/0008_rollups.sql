CREATE TABLE "payment_rollups" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_rollups_scope_key_month_pk" PRIMARY KEY("scope","key","month")
);
--> statement-breakpoint
CREATE TABLE "property_rollups" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"city" text NOT NULL,
	"properties" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_rollups_scope_key_status_city_pk" PRIMARY KEY("scope","key","status","city")
);
--> statement-breakpoint
-- Adds signed deltas of completed payments, one entry per (property, landlord, agent, month), to
-- the property, landlord, agent and platform rows. Entries that net to zero write nothing.
CREATE FUNCTION payment_rollups_add(
	property_ids uuid[], landlord_ids text[], agent_ids text[], months date[], counts integer[], amounts bigint[]
) RETURNS void LANGUAGE sql AS $$
	WITH d AS (
		SELECT * FROM unnest(property_ids, landlord_ids, agent_ids, months, counts, amounts)
			AS x(property_id, landlord_id, agent_id, month, n, amount)
	), s AS (
		SELECT 'property' AS scope, property_id::text AS key, month, sum(n) AS n, sum(amount) AS amount FROM d GROUP BY 2, 3
		UNION ALL SELECT 'landlord', landlord_id, month, sum(n), sum(amount) FROM d GROUP BY 2, 3
		UNION ALL SELECT 'agent', agent_id, month, sum(n), sum(amount) FROM d WHERE agent_id IS NOT NULL GROUP BY 2, 3
		UNION ALL SELECT 'platform', '', month, sum(n), sum(amount) FROM d GROUP BY 3
	)
	INSERT INTO payment_rollups AS r (scope, key, month, payments, amount)
	SELECT scope, key, month, n, amount FROM s WHERE n <> 0 OR amount <> 0 ORDER BY 1, 2, 3
	ON CONFLICT (scope, key, month) DO UPDATE
		SET payments = r.payments + excluded.payments, amount = r.amount + excluded.amount;
$$;
--> statement-breakpoint
-- Adds signed counts of homes, one entry per (landlord, agent, status, city), to the landlord,
-- agent and platform rows.
CREATE FUNCTION property_rollups_add(
	landlord_ids text[], agent_ids text[], statuses text[], cities text[], counts integer[]
) RETURNS void LANGUAGE sql AS $$
	WITH d AS (
		SELECT * FROM unnest(landlord_ids, agent_ids, statuses, cities, counts)
			AS x(landlord_id, agent_id, status, city, n)
	), s AS (
		SELECT 'landlord' AS scope, landlord_id AS key, status, city, sum(n) AS n FROM d GROUP BY 2, 3, 4
		UNION ALL SELECT 'agent', agent_id, status, city, sum(n) FROM d WHERE agent_id IS NOT NULL GROUP BY 2, 3, 4
		UNION ALL SELECT 'platform', '', status, city, sum(n) FROM d GROUP BY 3, 4
	)
	INSERT INTO property_rollups AS r (scope, key, status, city, properties)
	SELECT scope, key, status, city, n FROM s WHERE n <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT (scope, key, status, city) DO UPDATE SET properties = r.properties + excluded.properties;
$$;
--> statement-breakpoint
-- Payments: statement-level triggers with transition tables, so a bulk insert (an import, a seed)
-- costs one grouped upsert, not one per row. Only completed payments count; an update counts as
-- the old row leaving and the new one arriving (amount, date, status or tenancy changed).
CREATE FUNCTION payment_rollups_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
			array_agg(month), array_agg(n), array_agg(amount))
		FROM (SELECT p.id AS property_id, p.landlord_id, p.agent_id, date_trunc('month', c.paid_on)::date AS month,
				count(*)::int AS n, sum(c.amount)::bigint AS amount
			FROM new_rows c JOIN tenancies t ON t.id = c.tenancy_id JOIN properties p ON p.id = t.property_id
			WHERE c.status = 'completed' GROUP BY 1, 2, 3, 4) g;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
			array_agg(month), array_agg(n), array_agg(amount))
		FROM (SELECT p.id AS property_id, p.landlord_id, p.agent_id, date_trunc('month', c.paid_on)::date AS month,
				-count(*)::int AS n, -sum(c.amount)::bigint AS amount
			FROM old_rows c JOIN tenancies t ON t.id = c.tenancy_id JOIN properties p ON p.id = t.property_id
			WHERE c.status = 'completed' GROUP BY 1, 2, 3, 4) g;
	ELSE
		PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
			array_agg(month), array_agg(n), array_agg(amount))
		FROM (SELECT p.id AS property_id, p.landlord_id, p.agent_id, date_trunc('month', c.paid_on)::date AS month,
				sum(c.sign)::int AS n, sum(c.sign * c.amount)::bigint AS amount
			FROM (SELECT o.tenancy_id, o.paid_on, o.amount, -1 AS sign FROM old_rows o
					JOIN new_rows n ON n.id = o.id
					WHERE o.status = 'completed' AND (n.status IS DISTINCT FROM o.status OR n.amount <> o.amount
						OR n.paid_on <> o.paid_on OR n.tenancy_id <> o.tenancy_id)
				UNION ALL
				SELECT n.tenancy_id, n.paid_on, n.amount, 1 FROM new_rows n
					JOIN old_rows o ON o.id = n.id
					WHERE n.status = 'completed' AND (n.status IS DISTINCT FROM o.status OR n.amount <> o.amount
						OR n.paid_on <> o.paid_on OR n.tenancy_id <> o.tenancy_id)) c
			JOIN tenancies t ON t.id = c.tenancy_id JOIN properties p ON p.id = t.property_id
			GROUP BY 1, 2, 3, 4) g;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_rollups_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION payment_rollups_on_change();
--> statement-breakpoint
CREATE TRIGGER payment_rollups_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION payment_rollups_on_change();
--> statement-breakpoint
CREATE TRIGGER payment_rollups_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION payment_rollups_on_change();
--> statement-breakpoint
CREATE FUNCTION payment_rollups_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM payment_rollups;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_rollups_truncate AFTER TRUNCATE ON payments
	FOR EACH STATEMENT EXECUTE FUNCTION payment_rollups_on_truncate();
--> statement-breakpoint
-- Tenancies: a tenancy moved to another home takes its payments with it; a deleted tenancy takes
-- its payments away before the cascade deletes them (once the tenancy is gone the payments
-- trigger can no longer tell whose they were, and counts nothing). When the tenancy goes because
-- its home is deleted, the home is already gone here and the properties trigger settles it.
CREATE FUNCTION payment_rollups_on_tenancy_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	moves uuid[] := ARRAY[OLD.property_id];
	signs integer[] := ARRAY[-1];
BEGIN
	IF TG_OP = 'UPDATE' THEN
		moves := moves || NEW.property_id;
		signs := signs || 1;
	END IF;
	PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
		array_agg(month), array_agg(n), array_agg(amount))
	FROM (SELECT p.id AS property_id, p.landlord_id, p.agent_id, date_trunc('month', c.paid_on)::date AS month,
			(x.sign * count(*))::int AS n, (x.sign * sum(c.amount))::bigint AS amount
		FROM payments c
		CROSS JOIN unnest(moves, signs) AS x(property_id, sign)
		JOIN properties p ON p.id = x.property_id
		WHERE c.tenancy_id = OLD.id AND c.status = 'completed'
		GROUP BY 1, 2, 3, 4, x.sign) g;
	IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_rollups_tenancy_move AFTER UPDATE OF property_id ON tenancies
	FOR EACH ROW WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id)
	EXECUTE FUNCTION payment_rollups_on_tenancy_change();
--> statement-breakpoint
CREATE TRIGGER payment_rollups_tenancy_delete BEFORE DELETE ON tenancies
	FOR EACH ROW EXECUTE FUNCTION payment_rollups_on_tenancy_change();
--> statement-breakpoint
-- Properties: homes counted per status and city; a home given to another landlord or agent
-- takes its payment history with it; a deleted home takes its counts and payments away (its
-- tenancies and payments are deleted by the cascade first, and count nothing there).
CREATE FUNCTION property_rollups_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM property_rollups_add(array_agg(landlord_id), array_agg(agent_id), array_agg(status),
			array_agg(city), array_agg(n))
		FROM (SELECT landlord_id, agent_id, status, initcap(lower(city)) AS city, count(*)::int AS n
			FROM new_rows GROUP BY 1, 2, 3, 4) g;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM property_rollups_add(array_agg(landlord_id), array_agg(agent_id), array_agg(status),
			array_agg(city), array_agg(n))
		FROM (SELECT landlord_id, agent_id, status, initcap(lower(city)) AS city, -count(*)::int AS n
			FROM old_rows GROUP BY 1, 2, 3, 4) g;
		PERFORM payment_rollups_add(array_agg(o.id), array_agg(o.landlord_id), array_agg(o.agent_id),
			array_agg(r.month), array_agg(-r.payments), array_agg(-r.amount))
		FROM old_rows o JOIN payment_rollups r ON r.scope = 'property' AND r.key = o.id::text;
		DELETE FROM payment_rollups r USING old_rows o WHERE r.scope = 'property' AND r.key = o.id::text;
	ELSE
		PERFORM property_rollups_add(array_agg(landlord_id), array_agg(agent_id), array_agg(status),
			array_agg(city), array_agg(n))
		FROM (SELECT landlord_id, agent_id, status, city, sum(n)::int AS n
			FROM (SELECT o.landlord_id, o.agent_id, o.status, initcap(lower(o.city)) AS city, -1 AS n
					FROM old_rows o JOIN new_rows n ON n.id = o.id
					WHERE (n.landlord_id, n.agent_id, n.status, n.city) IS DISTINCT FROM (o.landlord_id, o.agent_id, o.status, o.city)
				UNION ALL
				SELECT n.landlord_id, n.agent_id, n.status, initcap(lower(n.city)), 1
					FROM new_rows n JOIN old_rows o ON o.id = n.id
					WHERE (n.landlord_id, n.agent_id, n.status, n.city) IS DISTINCT FROM (o.landlord_id, o.agent_id, o.status, o.city)) c
			GROUP BY 1, 2, 3, 4) g;
		PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
			array_agg(month), array_agg(n), array_agg(amount))
		FROM (SELECT o.id AS property_id, o.landlord_id, o.agent_id, r.month, -r.payments AS n, -r.amount AS amount
				FROM old_rows o JOIN new_rows n ON n.id = o.id
				JOIN payment_rollups r ON r.scope = 'property' AND r.key = o.id::text
				WHERE (n.landlord_id, n.agent_id) IS DISTINCT FROM (o.landlord_id, o.agent_id)
			UNION ALL
			SELECT n.id, n.landlord_id, n.agent_id, r.month, r.payments, r.amount
				FROM old_rows o JOIN new_rows n ON n.id = o.id
				JOIN payment_rollups r ON r.scope = 'property' AND r.key = o.id::text
				WHERE (n.landlord_id, n.agent_id) IS DISTINCT FROM (o.landlord_id, o.agent_id)) g;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER property_rollups_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION property_rollups_on_change();
--> statement-breakpoint
CREATE TRIGGER property_rollups_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION property_rollups_on_change();
--> statement-breakpoint
CREATE TRIGGER property_rollups_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION property_rollups_on_change();
--> statement-breakpoint
CREATE FUNCTION property_rollups_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_rollups;
	DELETE FROM payment_rollups;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER property_rollups_truncate AFTER TRUNCATE ON properties
	FOR EACH STATEMENT EXECUTE FUNCTION property_rollups_on_truncate();
--> statement-breakpoint
-- Recomputes both rollups from the rows (idempotent: the same answer however often it runs).
-- Writers wait while it runs: every trigger writes the rollup tables, which it locks first.
CREATE FUNCTION rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE payment_rollups, property_rollups IN EXCLUSIVE MODE;
	DELETE FROM payment_rollups;
	DELETE FROM property_rollups;
	PERFORM payment_rollups_add(array_agg(property_id), array_agg(landlord_id), array_agg(agent_id),
		array_agg(month), array_agg(n), array_agg(amount))
	FROM (SELECT p.id AS property_id, p.landlord_id, p.agent_id, date_trunc('month', c.paid_on)::date AS month,
			count(*)::int AS n, sum(c.amount)::bigint AS amount
		FROM payments c JOIN tenancies t ON t.id = c.tenancy_id JOIN properties p ON p.id = t.property_id
		WHERE c.status = 'completed' GROUP BY 1, 2, 3, 4) g;
	PERFORM property_rollups_add(array_agg(landlord_id), array_agg(agent_id), array_agg(status),
		array_agg(city), array_agg(n))
	FROM (SELECT landlord_id, agent_id, status, initcap(lower(city)) AS city, count(*)::int AS n
		FROM properties GROUP BY 1, 2, 3, 4) g;
END $$;
--> statement-breakpoint
SELECT rollups_rebuild();
