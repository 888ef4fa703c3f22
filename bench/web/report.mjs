// Turns Lighthouse results into the numbers of bench/results/web-latest.md (bench/web/run.mjs).

/** The Lighthouse targets (README.md#front-end), per category score (0–100). */
export const targets = { performance: 95, accessibility: 95, bestPractices: 95 };

const categoryKeys = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
};

/** One Lighthouse run reduced to scores, the Core Web Vitals, the JS transferred and what failed. */
export function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const scores = {};
  const failing = [];
  for (const [id, key] of Object.entries(categoryKeys)) {
    const category = lhr.categories[id];
    scores[key] = Math.round((category?.score ?? 0) * 100);
    if (id === 'performance') continue;
    for (const ref of category?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failing.push(result.title);
    }
  }
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    ...scores,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? 0,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? 0,
    tbtMs: audit('total-blocking-time')?.numericValue ?? 0,
    cls: audit('cumulative-layout-shift')?.numericValue ?? 0,
    jsBytes: scripts?.transferSize ?? 0,
    failing,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
}

/** The run with the median performance score: one coherent run rather than a mix of several. */
export function medianRun(samples) {
  const sorted = [...samples].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The markdown page: one line per page, then what failed, then how the numbers were taken. */
export function renderReport(results, meta) {
  const mark = (value, target) => (value >= target ? `${value}` : `**${value}** ✗`);
  const lines = [
    '# Lighthouse: páginas do cliente (celular)',
    '',
    `${meta.date} UTC · commit ${meta.commit} · Lighthouse ${meta.lighthouse} · ${meta.chromium} · ` +
      `${meta.runs === 1 ? '1 execução por página' : `mediana de ${meta.runs} execuções por página`}`,
    '',
    'Modo celular do Lighthouse (padrão): tela de Moto G Power, rede 4G lenta simulada (150 ms de RTT, ' +
      '1,6 Mbit/s), CPU 4× mais lenta. Build de produção servido pelo servidor real (`npm run bench:web`). ' +
      `Metas: desempenho ≥ ${targets.performance}, acessibilidade ≥ ${targets.accessibility}, ` +
      `boas práticas ≥ ${targets.bestPractices}.`,
    '',
    '| página | rota | desempenho | acessibilidade | boas práticas | FCP | LCP | TBT | CLS | JS transferido |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) =>
      [
        '',
        r.name,
        `\`${r.path.split('?')[0]}\``,
        mark(r.performance, targets.performance),
        mark(r.accessibility, targets.accessibility),
        mark(r.bestPractices, targets.bestPractices),
        seconds(r.fcpMs),
        seconds(r.lcpMs),
        `${Math.round(r.tbtMs)} ms`,
        r.cls.toFixed(3),
        `${(r.jsBytes / 1000).toFixed(1)} KB`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  const withFailures = results.filter((r) => r.failing.length > 0);
  if (withFailures.length > 0) {
    lines.push('Auditorias de acessibilidade e boas práticas que falharam:', '');
    for (const r of withFailures) lines.push(`- ${r.name}: ${r.failing.join('; ')}`);
    lines.push('');
  }
  return lines.join('\n');
}
