import { inlinedManifestResponse, readBootData } from './boot-data';

function documentWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'qce-boot';
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe('boot data inlined by the server (issue 22 item 1)', () => {
  it('gives the config, the registry and the route track manifest without a request', async () => {
    const doc = documentWith(
      JSON.stringify({
        config: { loginUrl: '/login' },
        remotes: { mf_sp: { entry: '/remotes/sp/mf-manifest.json' } },
        manifests: { '/remotes/sp/mf-manifest.json': { metaData: { name: 'mf_sp' } } },
      }),
    );
    const data = readBootData(doc);
    expect(data?.config).toEqual({ loginUrl: '/login' });
    expect(data?.remotes).toEqual({ mf_sp: { entry: '/remotes/sp/mf-manifest.json' } });
    const answer = inlinedManifestResponse('/remotes/sp/mf-manifest.json');
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ metaData: { name: 'mf_sp' } });
    // Used once: a retry of the same manifest goes to the network.
    expect(inlinedManifestResponse('/remotes/sp/mf-manifest.json')).toBeNull();
  });

  it('is absent or unreadable: the shell fetches as before', () => {
    expect(readBootData(document.implementation.createHTMLDocument('t'))).toBeNull();
    expect(readBootData(documentWith('{not json'))).toBeNull();
    expect(inlinedManifestResponse('/remotes/ihc/mf-manifest.json')).toBeNull();
  });
});
