import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { css } from 'styled-system/css';
import { MESSAGES, MY_VOICES_PATH, PAGE_TABS } from '../../domain';
import type { MyVoicesEvent } from '../../machines/myVoices.machine';
import {
  MY_VOICES_FILTERS, MY_VOICES_SORTS, type MyVoice, type MyVoicesFilter, type MyVoicesSort,
} from '../../services/voices';
import { Badge, Banner, Button, EmptyState, Icon, LinkButton, SelectField, Spinner, TextField } from '../primitives';
import { PageHeader } from '../shell/PageHeader';
import { categoryName, createdText, displayName, labelText } from './voiceText';

export interface MyVoicesViewProps {
  list: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  hasMore: boolean;
  search: string;
  sort: MyVoicesSort;
  filter: MyVoicesFilter;
  voices: MyVoice[];
  error: string | null;
  previewingId: string | null;
  onPreview: (voice: MyVoice) => void;
  selectedId: string | null;
  /** Where "Add a new voice" and the Voice Library lead. */
  addVoiceHref: string;
  libraryHref: string;
  onOpen: (voice: MyVoice) => void;
  send: (event: MyVoicesEvent) => void;
  /** The detail panel, when a voice is open. */
  detail: ReactNode;
}

const DESCRIPTION = 'Your own voices: added from the Voice Library, designed from a prompt, or cloned from recordings.';
const SORT_OPTIONS = Object.entries(MY_VOICES_SORTS).map(([id, { label }]) => ({ id, label }));
const FILTER_OPTIONS = Object.entries(MY_VOICES_FILTERS).map(([id, { label }]) => ({ id, label }));
const LISTED_LABELS = ['language', 'accent', 'gender', 'age', 'use_case'] as const;

function VoiceRow({ voice, props }: { voice: MyVoice; props: MyVoicesViewProps }) {
  const name = displayName(voice);
  const previewing = props.previewingId === voice.voiceId;
  // An accent often reads like its language ('German · German'): each text once.
  const labels = [...new Set(LISTED_LABELS.filter((kind) => voice.labels[kind]).map((kind) => labelText(kind, voice.labels[kind]!)))];
  return (
    <li data-testid="my-voice" className={css({
      display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2.5', borderRadius: 'md',
      _hover: { bg: 'bg.subtle' }, '&[data-selected=true]': { bg: 'accent.subtle' },
    })} data-selected={props.selectedId === voice.voiceId}>
      <Button size="sm" variant="ghost" iconOnly isDisabled={!voice.previewUrl}
        aria-label={previewing ? `Stop preview of ${name}` : `Play preview of ${name}`}
        onPress={() => props.onPreview(voice)}>
        <Icon name={previewing ? 'stop' : 'play'} />
      </Button>
      <RACButton onPress={() => props.onOpen(voice)} aria-label={`Open ${name}`} className={css({
        flex: 1, minW: 0, display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
        alignItems: 'center', gap: '3', textAlign: 'left', bg: 'transparent', border: 'none', cursor: 'pointer',
        color: 'fg.default', outline: 'none', borderRadius: 'sm',
        '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
      })}>
        <span className={css({ display: 'grid', minW: 0 })}>
          <span className={css({ fontWeight: 'medium', truncate: true })}>{name}</span>
          <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>
            {labels.join(' · ') || voice.description || 'No labels yet'}
          </span>
        </span>
        <span><Badge tone={voice.copied ? 'accent' : 'neutral'}>{categoryName(voice)}</Badge></span>
        <span className={css({ textStyle: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' })}>{createdText(voice)}</span>
      </RACButton>
    </li>
  );
}

function EmptyList({ props }: { props: MyVoicesViewProps }) {
  const filtered = props.search.trim() !== '' || props.filter !== 'all';
  if (filtered) {
    return <EmptyState icon="search" title={MESSAGES.noResults}
      description="No voice of yours matches this search and filter." />;
  }
  return (
    <EmptyState icon="library" title={MESSAGES.noVoices}
      description="Voices you add from the Voice Library, design from a prompt or clone from recordings show up here."
      action={(
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
          <LinkButton variant="primary" href={props.addVoiceHref}><Icon name="plus" />Add a new voice</LinkButton>
          <LinkButton href={props.libraryHref}><Icon name="globe" />Browse the Voice Library</LinkButton>
        </div>
      )} />
  );
}

/** The My Voices page: search, sort and filter over the workspace's own voices; a voice opens in a side panel. */
export function MyVoicesView(props: MyVoicesViewProps) {
  return (
    <>
      <PageHeader title="My Voices" description={DESCRIPTION} tabs={PAGE_TABS.voices} pathname={MY_VOICES_PATH}
        actions={<LinkButton variant="primary" href={props.addVoiceHref}><Icon name="plus" />Add a new voice</LinkButton>} />
      <div role="search" className={css({
        display: 'grid', gap: '3', alignItems: 'end', mb: '4',
        gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 12rem 14rem' },
      })}>
        <TextField label="Search my voices" value={props.search} placeholder="Name, description or label"
          onChange={(search) => props.send({ type: 'search.change', search })} />
        <SelectField label="Sort" items={SORT_OPTIONS} selectedKey={props.sort}
          onSelectionChange={(sort) => props.send({ type: 'sort.change', sort: sort as MyVoicesSort })} />
        <SelectField label="Show" items={FILTER_OPTIONS} selectedKey={props.filter}
          onSelectionChange={(filter) => props.send({ type: 'filter.change', filter: filter as MyVoicesFilter })} />
      </div>
      {props.list === 'loading' && (
        <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}><Spinner label="Loading your voices" /></div>
      )}
      {props.list === 'failed' && (
        <EmptyState icon="warning" title="The voices could not be loaded." description={props.error ?? undefined}
          action={<Button onPress={() => props.send({ type: 'list.retry' })}>Try again</Button>} />
      )}
      {props.list === 'ready' && (props.voices.length === 0 ? <EmptyList props={props} /> : (
        <section aria-label="Your voices" className={css({
          borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'lg', bg: 'bg.surface', p: '1.5', display: 'grid', gap: '2',
        })}>
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '0.5' })}>
            {props.voices.map((voice) => <VoiceRow key={voice.voiceId} voice={voice} props={props} />)}
          </ul>
          {props.error && <Banner tone="danger">{props.error}</Banner>}
          {props.hasMore && (
            <div className={css({ display: 'flex', justifyContent: 'center', pb: '1.5' })}>
              <Button variant="ghost" isDisabled={props.loadingMore} onPress={() => props.send({ type: 'list.more' })}>
                {props.loadingMore ? <><Spinner size="sm" />Loading…</> : 'Load more'}
              </Button>
            </div>
          )}
        </section>
      ))}
      {props.detail}
    </>
  );
}
