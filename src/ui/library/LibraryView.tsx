import { useEffect, useRef, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { css } from 'styled-system/css';
import {
  activeLibraryFilterCount, findLibraryLanguage, labelValueName,
  LIBRARY_AGE_FILTERS, LIBRARY_CATEGORIES, LIBRARY_GENDER_FILTERS, LIBRARY_LANGUAGES, LIBRARY_QUALITIES, LIBRARY_SORTS,
  LIBRARY_UI_MESSAGES, libraryDisplayName, NOTICE_PERIOD_DAYS, noticePeriodText, VOICE_DESCRIPTIVES, VOICE_USE_CASES,
  type LibraryFilters, type LibraryVoice,
} from '../../domain';
import type { SimilarSource, VoiceLibraryEvent } from '../../machines/voiceLibrary.machine';
import {
  Badge, Banner, Button, CheckboxField, EmptyState, Icon, Popover, PopoverTrigger, SelectField, Spinner, SwitchField,
  TextField,
} from '../primitives';

export interface LibraryViewProps {
  filters: LibraryFilters;
  voices: LibraryVoice[];
  list: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  similar: SimilarSource | null;
  warning: string | null;
  previewingId: string | null;
  send: (event: VoiceLibraryEvent) => void;
  onPreview: (voice: LibraryVoice) => void;
  onOpen: (voice: LibraryVoice) => void;
  /** An audio file chosen for a similar-voice search. */
  onSample: (file: File) => void;
  /** Opens or closes the recorder, whose take also runs a similar-voice search. */
  onRecord: () => void;
  /** The recorder panel, when open. */
  recorder: ReactNode;
  /** The detail panel, when a voice is open. */
  detail: ReactNode;
}

const SORT_NAMES: Record<(typeof LIBRARY_SORTS)[number], string> = {
  trending: 'Trending', created_date: 'Latest', cloned_by_count: 'Most users', usage_character_count_1y: 'Most used',
};
const NONE = '__none';
const options = (values: readonly (string | number)[], name: (value: string) => string = labelValueName) =>
  values.map((value) => ({ id: String(value), label: name(String(value)) }));

export const voiceLabels = (voice: LibraryVoice): string[] =>
  [voice.gender, voice.age, voice.accent, voice.descriptive, voice.use_case].filter(Boolean).map(labelValueName);

function MultiFilter({ label, values, chosen, onChange }: {
  label: string; values: readonly string[]; chosen: readonly string[]; onChange: (next: string[]) => void;
}) {
  return (
    <PopoverTrigger>
      <Button variant="secondary" size="sm">
        {label}{chosen.length ? ` (${chosen.length})` : ''} <Icon name="chevron-down" />
      </Button>
      <Popover aria-label={label} placement="bottom start">
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1', maxH: '20rem', overflowY: 'auto', minW: '18rem' })}>
          {values.map((value) => (
            <CheckboxField key={value} label={labelValueName(value)} isSelected={chosen.includes(value)}
              onChange={(on) => onChange(on ? [...chosen, value] : chosen.filter((c) => c !== value))} />
          ))}
        </div>
      </Popover>
    </PopoverTrigger>
  );
}

function Filters({ props }: { props: LibraryViewProps }) {
  const { filters } = props;
  const change = (patch: Partial<LibraryFilters>) => props.send({ type: 'filters.change', filters: { ...filters, ...patch } });
  const language = filters.language ? findLibraryLanguage(filters.language) : undefined;
  const count = activeLibraryFilterCount(filters);
  const select = (label: string, value: string | null, items: { id: string; label: string }[], onChange: (id: string) => void) => (
    <SelectField size="sm" label={label} items={items} selectedKey={value ?? NONE}
      onSelectionChange={(key) => onChange(String(key))} />
  );
  return (
    <section aria-label="Filters" className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'end' })}>
        <TextField aria-label="Search library voices" placeholder="Search library voices" value={filters.search}
          onChange={(search) => props.send({ type: 'search.change', search })} className={css({ flex: '1 1 16rem' })} />
        <div className={css({ w: '11rem' })}>{select('Sort', filters.sort, options(LIBRARY_SORTS, (s) => SORT_NAMES[s as keyof typeof SORT_NAMES]),
          (sort) => change({ sort: sort as LibraryFilters['sort'] }))}</div>
      </div>
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' })}>
        {select('Language', filters.language,
          [{ id: NONE, label: 'Any language' }, ...LIBRARY_LANGUAGES.map((l) => ({ id: l.code, label: l.name }))],
          (code) => change({ language: code === NONE ? null : code }))}
        {select('Accent', filters.accent,
          [{ id: NONE, label: 'Any accent' }, ...(language?.accents ?? LIBRARY_LANGUAGES.flatMap((l) => l.accents))
            .map((a) => ({ id: a.id, label: a.name }))],
          (accent) => change({ accent: accent === NONE ? null : accent }))}
        {select('Gender', filters.gender, options(LIBRARY_GENDER_FILTERS), (gender) => change({ gender: gender as LibraryFilters['gender'] }))}
        {select('Age', filters.age, options(LIBRARY_AGE_FILTERS), (age) => change({ age: age as LibraryFilters['age'] }))}
        {select('Notice period', filters.noticePeriod === null ? null : String(filters.noticePeriod),
          [{ id: NONE, label: 'Any' }, ...options(NOTICE_PERIOD_DAYS, (d) => `At least ${noticePeriodText(Number(d))}`)],
          (days) => change({ noticePeriod: days === NONE ? null : Number(days) as LibraryFilters['noticePeriod'] }))}
        {select('Quality', filters.quality, options(LIBRARY_QUALITIES), (quality) => change({ quality: quality as LibraryFilters['quality'] }))}
        {select('Category', filters.category, [{ id: NONE, label: 'Any' }, ...options(LIBRARY_CATEGORIES)],
          (category) => change({ category: category === NONE ? null : category as LibraryFilters['category'] }))}
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <MultiFilter label="Use cases" values={VOICE_USE_CASES} chosen={filters.useCases}
          onChange={(useCases) => change({ useCases: useCases as LibraryFilters['useCases'] })} />
        <MultiFilter label="Descriptives" values={VOICE_DESCRIPTIVES} chosen={filters.descriptives}
          onChange={(descriptives) => change({ descriptives: descriptives as LibraryFilters['descriptives'] })} />
        <SwitchField label="Featured" isSelected={filters.featured} onChange={(featured) => change({ featured })} />
        <SwitchField label="Include custom rates" isSelected={filters.includeCustomRates}
          onChange={(includeCustomRates) => change({ includeCustomRates })} />
        <FileTrigger acceptedFileTypes={['audio/*']} onSelect={(files) => { const file = files?.[0]; if (file) props.onSample(file); }}>
          <Button variant="secondary" size="sm"><Icon name="wave" /> Find similar to a sample</Button>
        </FileTrigger>
        <Button variant="secondary" size="sm" onPress={props.onRecord}><Icon name="mic" /> Record a sample</Button>
        {count > 0 && (
          <Button variant="ghost" size="sm" onPress={() => props.send({ type: 'filters.clear' })}>Clear filters ({count})</Button>
        )}
      </div>
    </section>
  );
}

function VoiceCard({ voice, props }: { voice: LibraryVoice; props: LibraryViewProps }) {
  const name = libraryDisplayName(voice.name);
  const playing = props.previewingId === voice.voice_id;
  return (
    <li data-testid="library-voice" data-gender={voice.gender} data-language={voice.language}
      className={css({
        display: 'grid', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg',
        bg: 'bg.surface', alignContent: 'start',
      })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <Button size="sm" variant="secondary" iconOnly aria-label={playing ? `Stop preview of ${name}` : `Play preview of ${name}`}
          onPress={() => props.onPreview(voice)}>
          <Icon name={playing ? 'stop' : 'play'} />
        </Button>
        <span className={css({ display: 'grid', minW: 0, flex: 1 })}>
          <span className={css({ fontWeight: 'semibold', truncate: true })}>{name}</span>
          <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>
            {findLibraryLanguage(voice.language)?.name ?? voice.language} · {labelValueName(voice.category)}
          </span>
        </span>
        {voice.is_added_by_user && <Badge tone="success">Added</Badge>}
      </div>
      <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
        {voiceLabels(voice).map((label) => <Badge key={label} size="sm">{label}</Badge>)}
      </div>
      <p className={css({ textStyle: 'sm', color: 'fg.muted', lineClamp: 2 })}>{voice.description}</p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button size="sm" variant="secondary" aria-label={`Details of ${name}`} onPress={() => props.onOpen(voice)}>Details</Button>
        <Button size="sm" variant="ghost" aria-label={`Find voices similar to ${name}`}
          onPress={() => props.send({ type: 'similar.find', source: {
            kind: 'voice', voiceId: voice.voice_id, publicOwnerId: voice.public_owner_id, name,
          } })}>
          Similar
        </Button>
      </div>
    </li>
  );
}

/** Asks for the next page when the end of the list scrolls into view. */
function MoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) latest.current(); });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} aria-hidden className={css({ h: '1px' })} />;
}

/** The Voice Library page (voice-creation §1, §3, §5; workspace-shell §2.12): filters, results, the detail panel. */
export function LibraryView(props: LibraryViewProps) {
  const { filters, similar } = props;
  const filtered = activeLibraryFilterCount(filters) > 0 || filters.search.trim() !== '';
  return (
    <div className={css({ display: 'grid', gap: '4', p: { base: '3', md: '6' }, maxW: '80rem', mx: 'auto', w: '100%' })}>
      <header className={css({ display: 'grid', gap: '1' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>Voice Library</h1>
        <p className={css({ color: 'fg.muted' })}>
          Shared voices to add to My Voices. Listen, filter, or find voices like a sample. This server&apos;s library
          voices were made by its embedded parametric synthesiser.
        </p>
      </header>
      <Filters props={props} />
      {props.recorder}
      {props.warning && (
        <Banner tone="warning" onDismiss={() => props.send({ type: 'warning.dismiss' })}>{props.warning}</Banner>
      )}
      {similar && (
        <Banner tone="info" action={<Button size="sm" variant="secondary" onPress={() => props.send({ type: 'similar.clear' })}>Back to the library</Button>}>
          Voices similar to {similar.kind === 'voice' ? similar.name : `the sample “${similar.fileName}”`}
        </Banner>
      )}
      {props.error && props.list === 'ready' && <Banner tone="danger">{props.error}</Banner>}
      {props.list === 'loading' ? (
        <div className={css({ display: 'grid', placeItems: 'center', py: '10' })}><Spinner label="Loading voices" /></div>
      ) : props.list === 'failed' ? (
        <EmptyState icon="warning" title={props.error ?? LIBRARY_UI_MESSAGES.loadFailed}
          action={<Button size="sm" onPress={() => props.send({ type: 'list.retry' })}>Try again</Button>} />
      ) : props.voices.length === 0 ? (
        <EmptyState icon="search" title={similar ? LIBRARY_UI_MESSAGES.noSimilar : LIBRARY_UI_MESSAGES.noMatch}
          action={filtered && !similar ? (
            <Button size="sm" onPress={() => props.send({ type: 'filters.clear' })}>Clear filters</Button>
          ) : undefined} />
      ) : (
        <>
          <ul aria-label="Library voices" className={css({
            listStyle: 'none', display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          })}>
            {props.voices.map((voice) => <VoiceCard key={voice.voice_id} voice={voice} props={props} />)}
          </ul>
          {props.hasMore && !props.loadingMore && <MoreSentinel key={props.voices.length} onVisible={() => props.send({ type: 'list.more' })} />}
          {props.loadingMore && <div className={css({ display: 'grid', placeItems: 'center', py: '3' })}><Spinner size="sm" label="Loading more voices" /></div>}
        </>
      )}
      {props.detail}
    </div>
  );
}
