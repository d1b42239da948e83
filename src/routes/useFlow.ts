import { useEffect, useState } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';
import { flowRuntime } from '../flows/browserRuntime';
import { findMachine } from '../machines/registry';

/**
 * Starts a page's flow through the runtime (so it is recorded and visible in /flows) for as long as the page is
 * mounted. `machine` is the registered machine with its real services supplied.
 */
export function useFlow<TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown): Actor<TMachine> {
  const [handle] = useState(() => {
    const entry = findMachine(machine.id);
    if (!entry) throw new Error(`machine ${machine.id} is not in the registry`);
    return flowRuntime.start<TMachine>(entry, { machine, input });
  });
  useEffect(() => () => handle.stop(), [handle]);
  return handle.actor;
}
