-- Every device subscribed before the "document lapsing" alert existed takes it too: the operator
-- must hear of a document lapsing under a booked job, and can untick it in the settings.
UPDATE "push_subscriptions" SET "events" = array_append("events", 'document-lapsing')
WHERE NOT ('document-lapsing' = ANY ("events"));
