import type { CallContract } from '../call';
import { bannerCall, hotSearchWordsCall, photoWallCall, photoWallInfoCall } from './content';
import { goodsAttributeCall, goodsInfoCall, goodsListCall } from './goods';
import { questionInfoCall, questionListCall, questionOtherCall, questionSearchCall } from './question';
import { countryCall, countryListCall, phoneCodeCall, provinceListCall } from './reference';
import { healthCall } from './system';

/** Every implemented call, in the order the OpenAPI document lists them. */
export const ALL_CALLS: readonly CallContract[] = [
  bannerCall,
  hotSearchWordsCall,
  photoWallCall,
  photoWallInfoCall,
  goodsListCall,
  goodsInfoCall,
  goodsAttributeCall,
  countryCall,
  countryListCall,
  phoneCodeCall,
  provinceListCall,
  questionSearchCall,
  questionListCall,
  questionInfoCall,
  questionOtherCall,
  healthCall,
];
