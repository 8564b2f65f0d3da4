-- Live events (docs/live-events.md): every audit event a screen shows is published on the
-- `mv_changes` channel. NOTIFY is delivered only when the writing transaction commits, in commit
-- order, so a rolled-back write publishes nothing. The payload names the record and who it
-- concerns, never its contents (a browser refetches what it may read).

-- The users (customers, providers) whose own jobs, chats, tickets and applications an event
-- concerns: who may see it on their stream besides the admins. Empty for the records only admins
-- see, and for a record already deleted in the write's transaction. Also used by the replay.
create or replace function live_event_audience(p_type text, p_id text) returns integer[] language plpgsql stable as $$
declare
  ids integer[];
begin
  if p_id is null or p_id !~ '^[0-9]+(,[0-9]+)*$' then
    return '{}';
  end if;
  ids := string_to_array(p_id, ',')::integer[];
  return coalesce((
    select array_agg(distinct u) from (
      select unnest(case p_type
        when 'user' then ids
        when 'ticket' then (select array_agg(t.created_by) from tickets t where t.id = any(ids))
        when 'ticket_chat_message' then (
          select array_agg(u2) from ticket_chat_messages m join ticket_chats c on c.id = m.ticket_chat_id
            join tickets t on t.id = c.ticket_id, unnest(array[t.created_by, m.created_by]) u2 where m.id = any(ids))
        when 'job' then (select array_agg(u2) from jobs j, unnest(array[j.created_by, j.service_provider_id]) u2 where j.id = any(ids))
        when 'review' then (
          select array_agg(u2) from reviews r join jobs j on j.id = r.job_id, unnest(array[j.created_by, j.service_provider_id]) u2
            where r.id = any(ids))
        when 'chat' then (select array_agg(u2) from chats c, unnest(array[c.customer_id, c.service_provider_id]) u2 where c.id = any(ids))
        when 'chat_message' then (
          select array_agg(u2) from chat_messages m join chats c on c.id = m.chat_id,
            unnest(array[c.customer_id, c.service_provider_id]) u2 where m.id = any(ids))
        when 'negotiation' then (
          select array_agg(u2) from negotiations n, unnest(array[n.customer_id, n.service_provider_id]) u2 where n.id = any(ids))
        when 'negotiation_job_offer' then (
          select array_agg(u2) from negotiation_job_offers o join negotiations n on n.id = o.negotiation_id,
            unnest(array[n.customer_id, n.service_provider_id]) u2 where o.id = any(ids))
        when 'service_provider_application' then (select array_agg(a.user_id) from service_provider_applications a where a.id = any(ids))
        when 'individual_onboarding' then (select array_agg(o.user_id) from individual_onboardings o where o.id = any(ids))
        when 'business_onboarding' then (select array_agg(o.user_id) from business_onboardings o where o.id = any(ids))
        when 'public_profile' then (select array_agg(p.user_id) from public_profiles p where p.id = any(ids))
        when 'job_alert' then (select array_agg(a.user_id) from job_alerts a where a.id = any(ids))
        else null
      end) u
    ) s where u is not null
  ), '{}');
end $$;

create or replace function audit_events_notify() returns trigger language plpgsql as $$
declare
  payload text;
begin
  -- Sign-ins are not screen data; a sign-out is published (with the session's id) only so that
  -- every API process ends that session's streams at once. The API never forwards it.
  if new.action in ('sign-in', 'sign-in-refused') then
    return null;
  end if;
  payload := json_build_object(
    'seq', new.id, 'type', new.entity_type, 'id', new.entity_id, 'action', new.action, 'actor_id', new.actor_id,
    'version', new.entity_version, 'at', new.occurred_at, 'aud', live_event_audience(new.entity_type, new.entity_id)
  )::text;
  -- NOTIFY refuses payloads of 8,000 bytes or more (a long list of ids): send the sequence
  -- number alone and the API reads the row.
  if octet_length(payload) > 7000 then
    payload := json_build_object('seq', new.id)::text;
  end if;
  perform pg_notify('mv_changes', payload);
  return null;
end $$;

create trigger audit_events_live after insert on audit_events for each row execute function audit_events_notify();
