export interface BusinessLine {
  businessLineId?: number;
  businessLineName: string;
  businessLineDesc?: string;
}

export interface SubIndustry {
  subIndustryId: number;
  subIndustryName?: string;
  subIndustryDesc?: string;
  inactive: boolean;
  businessLines?: BusinessLine[];
}

export interface Industry {
  industryId: number;
  industryName: string;
  industryDesc?: string;
  subIndustryResponseDtos: SubIndustry[];
}

export interface BusinessLinesQuery {
  subIndustryId: number;
}
