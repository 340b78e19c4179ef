entry @moe_align_block_size_stage2_kernel_entry(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_8_i32_0 = constant <i32: 8> : tile<i32>
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %cst_8_i32_1 = constant <i32: 8> : tile<i32>
  %cst_8_i32_2 = constant <i32: 8> : tile<i32>
  %0 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %1 = addi %cst_8_i32_1, %assume_blockId_x : tile<i32>
  %2 = iota : tile<8xi32>
  %cst_8_i32_3 = constant <i32: 8> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %reshape = reshape %cst_8_i32_1 : tile<i32> -> tile<1xi32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %cst_8_i32_6 = constant <i32: 8> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<8xi32>
  %3 = muli %2, %bcast : tile<8xi32>
  %cst_8_i32_7 = constant <i32: 8> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %reshape_10 = reshape %1 : tile<i32> -> tile<1xi32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_8_i32_12 = constant <i32: 8> : tile<i32>
  %bcast_13 = broadcast %reshape_10 : tile<1xi32> -> tile<8xi32>
  %4 = addi %3, %bcast_13 : tile<8xi32>
  %5 = exti %4 signed : tile<8xi32> -> tile<8xi64>
  %6 = exti %arg1 signed : tile<i32> -> tile<i64>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %reshape_15 = reshape %6 : tile<i64> -> tile<1xi64>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_8_i32_17 = constant <i32: 8> : tile<i32>
  %bcast_18 = broadcast %reshape_15 : tile<1xi64> -> tile<8xi64>
  %7 = cmpi less_than %5, %bcast_18, unsigned : tile<8xi64> -> tile<8xi1>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %reshape_20 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_8_i32_22 = constant <i32: 8> : tile<i32>
  %bcast_23 = broadcast %reshape_20 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %cst_8_i32_24 = constant <i32: 8> : tile<i32>
  %8 = offset %bcast_23, %5 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %reshape_25 = reshape %cst_0_i32 : tile<i32> -> tile<1xi32>
  %bcast_26 = broadcast %reshape_25 : tile<1xi32> -> tile<8xi32>
  %result, %result_token = load_ptr_tko weak %8, %7, %bcast_26 token=%0 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %9 = join_tokens %0, %result_token : token
  %10 = scan %result dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32> 
  (%arg2: tile<i32>, %arg3: tile<i32>) {
    %16 = addi %arg2, %arg3 : tile<i32>
    yield %16 : tile<i32>
  }
  %11 = exti %4 signed : tile<8xi32> -> tile<8xi64>
  %12 = exti %arg1 signed : tile<i32> -> tile<i64>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %reshape_28 = reshape %12 : tile<i64> -> tile<1xi64>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_8_i32_30 = constant <i32: 8> : tile<i32>
  %bcast_31 = broadcast %reshape_28 : tile<1xi64> -> tile<8xi64>
  %13 = cmpi less_than %11, %bcast_31, unsigned : tile<8xi64> -> tile<8xi1>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %reshape_33 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_8_i32_35 = constant <i32: 8> : tile<i32>
  %bcast_36 = broadcast %reshape_33 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %cst_8_i32_37 = constant <i32: 8> : tile<i32>
  %14 = offset %bcast_36, %11 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %15 = store_ptr_tko weak %14, %10, %13 token=%9 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  return
}
