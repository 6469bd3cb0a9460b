// Shard 2 of the generated carts rendered by <shop-cart> (generated-carts-run.ts says what it checks).
import { generatedCartsShard } from './generated-carts-run.js';

generatedCartsShard(1, 2);
