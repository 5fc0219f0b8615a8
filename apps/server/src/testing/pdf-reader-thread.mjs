// The thread that reads PDFs for pdf-reader.ts: pdf.js's legacy build installs core-js polyfills on
// the globals of whatever imports it, so it is imported here, away from the tests' globals.
import { parentPort } from 'node:worker_threads';
import { getDocument, ImageKind, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

const open = (data) =>
  getDocument({ data, isEvalSupported: false, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;

async function pageTexts(document) {
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  return pages;
}

/** The images painted on a page: their pixels as RGBA, and the width they are drawn at, in mm. */
async function pageImages(document, pageNumber) {
  const page = await document.getPage(pageNumber);
  const operators = await page.getOperatorList();
  const painted = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  const saved = [];
  operators.fnArray.forEach((fn, at) => {
    const args = operators.argsArray[at];
    if (fn === OPS.save) saved.push(matrix);
    else if (fn === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (fn === OPS.transform) matrix = Util.transform(matrix, args);
    else if (fn === OPS.paintImageXObject) painted.push({ name: String(args[0]), matrix });
  });
  const images = [];
  for (const { name, matrix: drawn } of painted) {
    const objects = name.startsWith('g_') ? page.commonObjs : page.objs;
    // the image may still be on its way from pdf.js's own worker: wait for it
    const image = await new Promise((resolve) => objects.get(name, resolve));
    const pixels = image.width * image.height;
    let rgba;
    if (image.kind === ImageKind.RGBA_32BPP) rgba = new Uint8ClampedArray(image.data);
    else if (image.kind === ImageKind.RGB_24BPP) {
      rgba = new Uint8ClampedArray(pixels * 4);
      for (let pixel = 0; pixel < pixels; pixel += 1) {
        rgba.set(image.data.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
        rgba[pixel * 4 + 3] = 255;
      }
    } else throw new Error(`image kind ${image.kind} not expected`);
    const drawnPt = Math.hypot(drawn[0], drawn[1]);
    images.push({ width: image.width, height: image.height, rgba, drawnMm: (drawnPt * 25.4) / 72 });
  }
  return images;
}

async function read({ data, pageNumber }) {
  const document = await open(data);
  try {
    return pageNumber === undefined ? await pageTexts(document) : await pageImages(document, pageNumber);
  } finally {
    await document.destroy();
  }
}

parentPort.on('message', (request) => {
  read(request).then(
    (result) => parentPort.postMessage({ id: request.id, result }),
    (error) => parentPort.postMessage({ id: request.id, error: String(error?.stack ?? error) }),
  );
});
