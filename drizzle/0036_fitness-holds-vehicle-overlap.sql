-- Written by hand, like the driver's in 0031: one vehicle is never on two live jobs whose times
-- overlap (status confirmed or awaiting payment, from the pickup to when it is free again, the
-- span the register's clash flags use), so two admins, a contract and an accepted offer on two
-- instances cannot both give it away. btree_gist is already installed (0013).
--
-- Jobs booked before assignments refused a busy vehicle may already overlap, and an exclusion
-- constraint cannot be added NOT VALID. Nothing is changed behind the operator's back: the
-- migration lists every overlapping pair and stops, and nothing of this start is applied
-- (docs/decisions/020-a-vehicle-held-by-the-database.md says what to do then).
DO $$
DECLARE
  pairs integer;
  listed text;
BEGIN
  SELECT count(*),
         string_agg(
           format('job #%s and job #%s on %s (%s)', a.id, b.id, v.name,
                  to_char(a.pickup_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD HH24:MI')),
           '; ' ORDER BY a.pickup_at, a.id, b.id)
    INTO pairs, listed
    FROM bookings a
    JOIN bookings b ON b.vehicle_id = a.vehicle_id AND b.id > a.id
    JOIN fleet_vehicles v ON v.id = a.vehicle_id
   WHERE a.status IN ('confirmed', 'awaiting-payment')
     AND b.status IN ('confirmed', 'awaiting-payment')
     AND tstzrange(a.pickup_at, a.ends_at) && tstzrange(b.pickup_at, b.ends_at);
  IF pairs > 0 THEN
    RAISE EXCEPTION 'bookings_vehicle_no_overlap: % pair(s) of live jobs share a vehicle at overlapping times: %', pairs, listed
      USING HINT = 'Start the previous version, give one job of each pair another vehicle (or none) or cancel it, then start this version again.';
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("pickup_at", "ends_at") WITH &&) WHERE ("status" IN ('confirmed', 'awaiting-payment'));
