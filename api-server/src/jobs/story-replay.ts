import type { RequestAuth } from '../auth/authenticator';
import { customerJobInputSchema, jobChatInputSchema, jobOfferInputSchema, jobReviewInputSchema, type JobStatus } from '../contract';
import type { Queryable } from '../db/db';
import type { UploadedFile } from '../documents/multipart-upload';
import type { AllowedMime } from '../documents/file-types';
import { openJobChat, postJobMessage } from '../chats/job-chat-service';
import { decideOffer, sendOffer } from '../chats/job-offers';
import type { Prng } from '../seed/prng';
import { cancelCustomerJob, completeCustomerPayment, createCustomerJob, reviewCustomerJob, updateCustomerJob } from './customer-job-service';
import type { JobStory, StoryDocument } from './job-story';
import {
  acceptProviderJob,
  completeProviderJob,
  providerWorkflowStep,
  setProviderJobDelivery,
  updateProviderJobPrice,
  uploadProviderProofOfWork,
} from './provider-job-service';

/**
 * Replays a generated story (job-story.ts, made with `approvedProviders`) through the service
 * functions the customer, provider and chat routes call: the seed's jobs obey the same rules
 * (a refused step throws the route's 409 and fails the seed). Actions the services take by
 * themselves are not called: notify_vendors (posting alerts the approved providers), schedule
 * (taking a job with a later date), start (the first workflow step) and vendor_complete (the
 * last one).
 */
const IMPLICIT = new Set(['notify_vendors', 'schedule', 'start', 'vendor_complete']);
const MINUTE = 60_000;

const actor = (userId: number, type: RequestAuth['type']): RequestAuth => ({ userId, type, familyId: 'seed' });
const iso = (ms: number) => new Date(ms).toISOString();

/** A story document as an upload the services accept: a bundled sample (documents/samples) under a name unique in the seed. */
const upload = (d: StoryDocument): UploadedFile => ({
  originalName: d.name,
  size: d.size,
  mime: d.mime as AllowedMime,
  storageName: `${d.storage}#${d.relation}-${d.name}-${d.at}`,
});

/** The tables the job and chat services write, with the columns they stamp with now(). */
const STAMPED: Record<string, string[]> = {
  jobs: ['created_at', 'updated_at', 'completed_at', 'payment_completed_at'],
  job_actions: ['created_at'],
  job_alerts: ['created_at'],
  job_package_configs: ['created_at'],
  reviews: ['created_at'],
  documents: ['created_at'],
  chats: ['created_at', 'updated_at'],
  chat_messages: ['created_at'],
  chat_message_offers: ['created_at', 'customer_action_at'],
};

/**
 * Runs `replay` with the story clock: the services stamp their rows with now() (the seed
 * transaction's start), and while the clock runs a trigger on each STAMPED table turns every
 * such stamp into the current step's story time (`tickStoryClock`). This is the one place the
 * seed rewrites timestamps; the trigger and its function are dropped before the transaction
 * commits (a failed replay rolls them back with everything else).
 */
export async function withStoryClock<T>(tx: Queryable, replay: () => Promise<T>): Promise<T> {
  await tx.exec(`create function seed_story_clock() returns trigger language plpgsql as $$
    declare
      row_json jsonb := to_jsonb(new);
      patch jsonb := '{}';
      col text;
    begin
      foreach col in array tg_argv loop
        if (row_json ->> col)::timestamptz = now() then
          patch := patch || jsonb_build_object(col, current_setting('seed.story_clock'));
        end if;
      end loop;
      return jsonb_populate_record(new, patch);
    end $$;
    ${Object.entries(STAMPED)
      .map(
        ([table, cols]) =>
          `create trigger seed_story_clock before insert or update on ${table} for each row execute function seed_story_clock(${cols.map((c) => `'${c}'`).join(', ')});`,
      )
      .join('\n')}`);
  const result = await replay();
  await tx.exec(
    `${Object.keys(STAMPED)
      .map((table) => `drop trigger seed_story_clock on ${table};`)
      .join('\n')} drop function seed_story_clock();`,
  );
  return result;
}

/** Sets the story clock of `withStoryClock` to `at` (ms) for the next service calls. */
const tickStoryClock = (tx: Queryable, at: number) => tx.query("select set_config('seed.story_clock', $1, true)", [iso(at)]);

export interface ReplayContext {
  proofOfWorkTypeId: number;
  /** Completion codes (seeded: the same rows on every run). */
  rng: Prng;
}

/** Creates the story's job through the services and walks it to its status (inside `withStoryClock`); returns the job id. */
export async function replayStory(tx: Queryable, story: JobStory, ctx: ReplayContext): Promise<number> {
  const { job } = story;
  const customer = actor(job.created_by, 'CUSTOMER');
  const providerOf = (userId: number | null) => actor(userId!, 'SERVICE_PROVIDER');
  const docs = (relation: StoryDocument['relation']) => story.documents.filter((d) => d.relation === relation);
  const fields = (saveAsDraft: boolean) =>
    customerJobInputSchema.parse({
      title: job.title,
      job_description: job.job_description,
      job_subcategory_id: job.job_subcategory_id,
      job_type: job.job_type,
      job_estimated_budget: job.job_estimated_budget ?? undefined,
      business_location_id: job.business_location_id ?? undefined,
      delivery_from_island_id: job.delivery_from_island_id ?? undefined,
      delivery_to_island_id: job.delivery_to_island_id ?? undefined,
      delivery_from_address: job.delivery_from_address ?? undefined,
      delivery_to_address: job.delivery_to_address ?? undefined,
      delivery_item_type: job.delivery_item_type ?? undefined,
      package_config_id: story.packageConfigIds[0],
      // Taking a job with a later date schedules it: the date is the customer's from the start.
      scheduled_job_date: story.actions.some((a) => a.action === 'schedule') && job.scheduled_job_date !== null ? iso(job.scheduled_job_date) : undefined,
      save_as_draft: saveAsDraft,
    });

  let jobId = 0;
  let chatId = 0;
  let offerMessageId = 0;
  const step = async (at: number, run: () => Promise<unknown>) => {
    await tickStoryClock(tx, at);
    await run();
  };
  /** The provider's chat about the job, opened with the story's messages on its first use. */
  const chat = async (provider: RequestAuth, at: number) => {
    if (chatId || !story.chat) return;
    const thread = story.chat;
    await step(at, async () => {
      chatId = await openJobChat(tx, provider, jobChatInputSchema.parse({ job_id: jobId, title: thread.title, details: thread.details }));
      await postJobMessage(tx, provider, chatId, thread.messages[0]!.text);
    });
    const chatter = thread.messages.slice(1).filter((m) => !m.offer);
    for (const [k, m] of chatter.entries()) {
      await step(at + (k + 1) * MINUTE, () => postJobMessage(tx, actor(m.by, m.by === thread.customer ? 'CUSTOMER' : 'SERVICE_PROVIDER'), chatId, m.text));
    }
  };
  const offers = story.chat?.messages.filter((m) => m.offer) ?? [];

  for (const a of story.actions) {
    if (IMPLICIT.has(a.action)) continue;
    const provider = providerOf(a.userId);
    switch (a.action) {
      case 'save_as_draft':
      case 'post': {
        const draft = a.action === 'save_as_draft';
        if (jobId) await step(a.at, () => updateCustomerJob(tx, customer, jobId, fields(draft)));
        else await step(a.at, async () => (jobId = (await createCustomerJob(tx, customer, fields(draft), docs('job').map(upload))).id));
        break;
      }
      case 'vendor_accept':
        await step(a.at, () => acceptProviderJob(tx, provider, jobId, a.at));
        await chat(provider, a.at + 1);
        break;
      case 'counter_offer': {
        await chat(provider, a.at - MINUTE);
        const offer = offers.shift()!;
        await step(a.at, async () => {
          const body = jobOfferInputSchema.parse({ chat_id: chatId, message: offer.text, amount: offer.offer!.amount, description: offer.offer!.description });
          offerMessageId = (await sendOffer(tx, body, provider)).id;
        });
        break;
      }
      case 'accept_counter_offer':
      case 'reject_counter_offer':
        await step(a.at, () => decideOffer(tx, offerMessageId, a.action === 'accept_counter_offer' ? 'accepted' : 'rejected', customer));
        break;
      case 'set_estimated_delivery':
        await step(a.at, () => setProviderJobDelivery(tx, provider, jobId, String(a.payload!.date_of_delivery)));
        break;
      case 'update_price':
        await step(a.at, () => updateProviderJobPrice(tx, provider, jobId, Number(a.payload!.price)));
        break;
      case 'workflow_step_completed':
      case 'workflow_step_skipped':
        await step(a.at, () =>
          providerWorkflowStep(tx, provider, jobId, a.slug!, a.action === 'workflow_step_skipped', () => String(ctx.rng.int(100000, 999999))),
        );
        break;
      case 'proof_of_work':
        await step(a.at, () => uploadProviderProofOfWork(tx, provider, jobId, ctx.proofOfWorkTypeId, docs('job_proof_of_work').map(upload)));
        break;
      case 'complete_payment':
        await step(a.at, () => completeCustomerPayment(tx, customer, jobId, docs('job_payment').map(upload)));
        break;
      case 'customer_complete': {
        const [row] = await tx.query<{ otp: string }>('select completion_otp as otp from jobs where id = $1', [jobId]);
        await step(a.at, () => completeProviderJob(tx, provider, jobId, row!.otp));
        break;
      }
      case 'cancel':
        await step(a.at, () => cancelCustomerJob(tx, customer, jobId));
        break;
      case 'review': {
        const review = story.review!;
        await step(a.at, () =>
          reviewCustomerJob(tx, customer, jobReviewInputSchema.parse({ job_id: jobId, description: review.description, rating: review.rating })),
        );
        break;
      }
    }
  }
  const [row] = await tx.query<{ status: JobStatus }>('select status from jobs where id = $1', [jobId]);
  if (row?.status !== job.status) throw new Error(`Seeded job ${jobId} ended in status ${row?.status}, its story in ${job.status}`);
  return jobId;
}
