import type {
  CreateParams, CreateResult, DeleteManyParams, DeleteManyResult, DeleteParams, DeleteResult,
  GetListParams, GetListResult, GetManyParams, GetManyReferenceParams, GetManyReferenceResult,
  GetManyResult, GetOneParams, GetOneResult, RaRecord, UpdateManyParams, UpdateManyResult,
  UpdateParams, UpdateResult,
} from 'react-admin';

/** The data provider's methods with the resource already chosen (one implementation per dialect family). */
export interface ResourceCalls {
  getList(params: GetListParams): Promise<GetListResult<RaRecord>>;
  getOne(params: GetOneParams): Promise<GetOneResult<RaRecord>>;
  getMany(params: GetManyParams): Promise<GetManyResult<RaRecord>>;
  getManyReference(params: GetManyReferenceParams): Promise<GetManyReferenceResult<RaRecord>>;
  create(params: CreateParams): Promise<CreateResult<RaRecord>>;
  update(params: UpdateParams): Promise<UpdateResult<RaRecord>>;
  updateMany(params: UpdateManyParams): Promise<UpdateManyResult<RaRecord>>;
  delete(params: DeleteParams): Promise<DeleteResult<RaRecord>>;
  deleteMany(params: DeleteManyParams): Promise<DeleteManyResult<RaRecord>>;
}
