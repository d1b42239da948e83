import { useState } from 'react';
import { Form } from 'react-aria-components';
import { css } from 'styled-system/css';
import { PAGE_TABS, type ApiKeyResponse, type CreatedApiKeyResponse } from '../../domain';
import type { ApiKeysEvent } from '../../machines/apiKeys.machine';
import { Banner, Button, Card, EmptyState, Spinner, TextField } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

const when = (unix: number | null) =>
  unix === null ? 'Never' : new Date(unix * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** API keys: create (shown once), list with hints, revoke. Keys work as `xi-api-key` on every /v1 and /v2 call. */
export function ApiKeysView(props: {
  keys: ApiKeyResponse[];
  revealed: (CreatedApiKeyResponse & { name: string }) | null;
  error: string | null;
  status: 'loading' | 'failed' | 'ready';
  busy: boolean;
  send: (event: ApiKeysEvent) => void;
}) {
  const [name, setName] = useState('');
  return (
    <>
      <PageHeader title="Settings" tabs={PAGE_TABS.settings} pathname="/app/settings/api-keys" />
      <div className={css({ display: 'grid', gap: '4', maxW: '48rem' })}>
        <Card title="Create an API key"
          description="Send it as the xi-api-key header. It is shown once, right after you create it.">
          <Form className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
            onSubmit={(event) => {
              event.preventDefault();
              props.send({ type: 'apiKey.create', name });
              setName('');
            }}>
            <TextField label="Key name" name="name" value={name} onChange={setName} isRequired
              className={css({ flex: '1 1 16rem' })} />
            <Button type="submit" variant="primary" isDisabled={props.busy || name.trim() === ''}>Create key</Button>
          </Form>
        </Card>
        {props.revealed && (
          <Banner tone="info" title={`Your new key${props.revealed.name ? ` “${props.revealed.name}”` : ''}`}
            onDismiss={() => props.send({ type: 'apiKey.dismissReveal' })}>
            <p>Copy it now: it will not be shown again.</p>
            <code data-testid="new-api-key" className={css({ display: 'block', mt: '2', p: '2', bg: 'bg.subtle',
              borderRadius: 'sm', fontFamily: 'mono', wordBreak: 'break-all', userSelect: 'all' })}>
              {props.revealed.xi_api_key}
            </code>
          </Banner>
        )}
        {props.error && <Banner tone="danger">{props.error}</Banner>}
        <Card title="Your keys">
          {props.status === 'loading' ? <Spinner label="Loading keys" />
            : props.status === 'failed' ? (
              <EmptyState icon="warning" title="The keys could not be loaded"
                action={<Button onPress={() => props.send({ type: 'apiKeys.retry' })}>Try again</Button>} />
            ) : props.keys.length === 0 ? (
              <EmptyState icon="key" title="No API keys yet" description="Create one above to call the API." />
            ) : (
              <table className={css({ w: '100%', borderCollapse: 'collapse', textStyle: 'sm',
                '& th, & td': { textAlign: 'left', py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' },
                '& th': { color: 'fg.muted', fontWeight: 'medium' } })}>
                <thead><tr><th>Name</th><th>Key</th><th>Created</th><th>Last used</th><th><span className={css({ srOnly: true })}>Actions</span></th></tr></thead>
                <tbody>
                  {props.keys.map((key) => (
                    <tr key={key.api_key_id}>
                      <td>{key.name}</td>
                      <td><code>…{key.hint}</code></td>
                      <td>{when(key.created_at_unix)}</td>
                      <td>{when(key.last_used_at_unix)}</td>
                      <td className={css({ textAlign: 'right' })}>
                        <Button size="sm" variant="danger" isDisabled={props.busy} aria-label={`Revoke ${key.name}`}
                          onPress={() => props.send({ type: 'apiKey.revoke', id: key.api_key_id })}>
                          Revoke
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
        </Card>
      </div>
    </>
  );
}
