// The roster and headcounts with their offline copy (ADR 0133): read from the network when there
// is one and saved on the phone; without a network, the last saved copy and when it was saved.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { HeadcountsDocument, RoadRosterDocument, type HeadcountsQuery, type RoadRosterQuery } from '@/gql/graphql';
import { readSnapshot, saveSnapshot } from '@/lib/road-store';

export interface RoadData {
  roster: RoadRosterQuery['roadRoster'];
  headcounts: HeadcountsQuery['headcounts'];
}

export function useRoadData(userId: string | null) {
  const client = useApolloClient();
  const [data, setData] = useState<RoadData | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [fromCopy, setFromCopy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      const [roster, headcounts] = await Promise.all([
        client.query({ query: RoadRosterDocument, fetchPolicy: 'network-only' }),
        client.query({ query: HeadcountsDocument, fetchPolicy: 'network-only' }),
      ]);
      if (!roster.data || !headcounts.data) throw new Error('no data');
      const fresh = { roster: roster.data.roadRoster, headcounts: headcounts.data.headcounts };
      setData(fresh);
      setSavedAt(await saveSnapshot(userId, 'road', fresh));
      setFromCopy(false);
      setFailed(false);
    } catch {
      const copy = await readSnapshot<RoadData>(userId, 'road');
      if (copy) {
        setData(copy.data);
        setSavedAt(copy.savedAt);
        setFromCopy(true);
      } else setFailed(true);
    }
  }, [client, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, savedAt, fromCopy, failed, reload: load };
}
